import { describe, expect, it } from 'vitest';
import { biographyField, nameField } from './profile-fields';

describe('nameField', () => {
  it('submits the name without control or invisible formatting characters', () => {
    expect(nameField('name').parse(' \u202eEl\u0000if\u200b ')).toBe('Elif');
  });

  it('counts only visible characters towards the minimum', () => {
    const result = nameField('name').safeParse('Al\u200b\u200d\u2066');
    expect(result.error?.issues[0]?.message).toBe('register:name.min');
  });
});

describe('biographyField', () => {
  it('keeps line breaks and drops invisible characters', () => {
    expect(biographyField.parse('Matematik\u202e öğretmeni\u0000\non yıllık')).toBe(
      'Matematik öğretmeni\non yıllık',
    );
  });
});
