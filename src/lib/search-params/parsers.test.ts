import { describe, expect, it } from 'vitest';
import { amountRange, flag, intInRange, manyOf, oneOf, positiveInt, wholeAmount } from './parsers';

describe('URL filter value parsers', () => {
  it('reads positive whole numbers and drops the rest', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(' 7 ')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-3', '1.5', 'abc', '1e3', '99999999999999999999']) {
      expect(positiveInt(bad)).toBeNull();
    }
    expect(positiveInt('82', 81)).toBeNull();
    expect(positiveInt('81', 81)).toBe(81);
  });

  it('reads whole amounts from 0 and drops negative, fractional, text and huge ones', () => {
    expect(wholeAmount('0')).toBe(0);
    expect(wholeAmount('600')).toBe(600);
    for (const bad of ['-5', '12.5', 'abc', '1000001', '9'.repeat(30)]) expect(wholeAmount(bad)).toBeNull();
    expect(intInRange('5', 1, 5)).toBe(5);
    expect(intInRange('6', 1, 5)).toBeNull();
  });

  it('reads enums from a list, repeated ones once each in the list order', () => {
    const days = ['monday', 'tuesday', 'saturday'] as const;
    expect(oneOf('tuesday', days)).toBe('tuesday');
    expect(oneOf('drop', days)).toBeNull();
    expect(oneOf('Tuesday', days)).toBeNull();
    expect(manyOf(['saturday', 'funday', 'monday', 'saturday'], days)).toEqual(['monday', 'saturday']);
  });

  it('drops both ends of a fee range whose minimum is above its maximum', () => {
    expect(amountRange('700', '600')).toEqual({ min: null, max: null });
    expect(amountRange('600', '600')).toEqual({ min: 600, max: 600 });
    expect(amountRange('abc', '600')).toEqual({ min: null, max: 600 });
    expect(amountRange('100', '-5')).toEqual({ min: 100, max: null });
  });

  it('reads a flag only from 1', () => {
    expect(flag('1')).toBe(true);
    expect(flag('true')).toBe(false);
    expect(flag(null)).toBe(false);
  });
});
