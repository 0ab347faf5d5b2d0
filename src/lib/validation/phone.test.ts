import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneTyping, normalisePhone, PHONE_PATTERN } from './phone';

// Every way people write one Turkish mobile number: typed, pasted, or autofilled (autocomplete="tel").
const ONE_NUMBER = [
  '05321234567',
  '0532 123 45 67',
  '0 532 123 45 67',
  '532 123 45 67',
  '5321234567',
  '+90 532 123 45 67',
  '+905321234567',
  '+90 (532) 123 45 67',
  '+90 (0532) 123 45 67',
  '0090 532 123 45 67',
  '00905321234567',
  '90 532 123 45 67',
  '(0532) 123-45-67',
  '0532-123-45-67',
  '0532.123.45.67',
  ' 0532 123 45 67 ',
];

describe('normalisePhone', () => {
  it.each(ONE_NUMBER)('%j → 05321234567', (input) => expect(normalisePhone(input)).toBe('05321234567'));

  it.each([
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['5', '05'],
    ['0532123456', '0532123456'],
    // Not cut to 11: a digit too many is an error to show, not a different number to store.
    ['05321234567999', '05321234567999'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '00442079460958'],
    ['+90', '+90'],
    ['00 532 123 45 67', '005321234567'],
  ])('%j → %j', (input, expected) => expect(normalisePhone(input)).toBe(expected));

  it.each([
    ['05321234567', true],
    ['02121234567', true],
    ['0532123456', false],
    ['053212345678', false],
    ['00532123456', false],
    ['+905321234567', false],
  ])('PHONE_PATTERN %j → %s', (input, expected) => expect(PHONE_PATTERN.test(input)).toBe(expected));

  it('refuses everything that is not one Turkish number of 11 digits', () => {
    for (const input of ['05321234567999', '+44 20 7946 0958', '+90', '00 532 123 45 67', '5', '90'])
      expect(PHONE_PATTERN.test(normalisePhone(input))).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each(ONE_NUMBER)('shows %j as 0 532 123 45 67', (input) =>
    expect(formatPhone(input)).toBe('0 532 123 45 67'),
  );

  it('shows anything else as it came', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('12345')).toBe('12345');
  });
});

/** Types `keys` one by one at the end of the field, as the field would keep it after each. */
function typeAtEnd(keys: string): string {
  let text = '';
  for (const key of keys) text = formatPhoneTyping(text + key, text.length + 1).text;
  return text;
}

describe('formatPhoneTyping', () => {
  it.each([
    ['05321234567', '0 532 123 45 67'],
    ['5321234567', '0 532 123 45 67'],
    ['+90 532 123 45 67', '0 532 123 45 67'],
    ['0090 532 123 45 67', '0 532 123 45 67'],
    ['90 532 123 45 67', '0 532 123 45 67'],
    ['(0532) 123-45-67', '0 532 123 45 67'],
  ])('typing %j key by key ends as %j', (keys, expected) => expect(typeAtEnd(keys)).toBe(expected));

  it('keeps a country code being typed, and another country, as typed', () => {
    expect(formatPhoneTyping('+9', 2)).toEqual({ text: '+9', caret: 2 });
    expect(formatPhoneTyping('009', 3)).toEqual({ text: '009', caret: 3 });
    expect(formatPhoneTyping('+44 20', 6)).toEqual({ text: '+44 20', caret: 6 });
  });

  it('groups a paste or an autofill at once, the caret after its last digit', () => {
    expect(formatPhoneTyping('+905321234567', 13)).toEqual({ text: '0 532 123 45 67', caret: 15 });
  });

  it('keeps the caret after the same digit when grouping moves the spaces', () => {
    // '8' typed after '0 532 1' (caret 7) in '0 532 123 45 67': the caret stays after the 8.
    const inserted = formatPhoneTyping('0 532 1823 45 67', 8);
    expect(inserted).toEqual({ text: '0 532 182 34 56 7', caret: 8 });
    // The 2 deleted from the middle: the caret stays between 1 and 3.
    expect(formatPhoneTyping('0 532 13 45 67', 7)).toEqual({ text: '0 532 134 56 7', caret: 7 });
    // Backspace over a space: the digits stay, the caret moves before the space, the next backspace takes the 2.
    expect(formatPhoneTyping('0 532123 45 67', 5)).toEqual({ text: '0 532 123 45 67', caret: 5 });
  });
});
