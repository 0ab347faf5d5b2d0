import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/i18n';
import { renderWithProviders } from '../../../tests/render';
import { PasswordStrengthMeter } from './password-strength-meter';

// The sign-in family's texts load with its routes (src/app/router.tsx); here the meter is rendered on its own.
beforeAll(() => loadNamespaces(['auth', 'register']));

describe('PasswordStrengthMeter', () => {
  it.each([
    ['Ab1!x', 'Şifre gücü: Zayıf'],
    ['Ab1!xy', 'Şifre gücü: Orta'],
    ['Ab1!xyzw', 'Şifre gücü: İyi'],
    ['Abcdefghij', 'Şifre gücü: İyi'],
    ['Ab1!xyzwvu', 'Şifre gücü: Güçlü'],
  ])('says %j is "%s"', (password, text) => {
    renderWithProviders(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows nothing for an empty field', () => {
    const { container } = renderWithProviders(<PasswordStrengthMeter password="" id="meter" />);
    // The meter is an unnamed live region (no role to find it by), and its emptiness is what is tested.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('#meter')).toBeEmptyDOMElement();
  });
});
