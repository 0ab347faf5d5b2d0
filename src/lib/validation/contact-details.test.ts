import { describe, expect, it } from 'vitest';
import { containsContactDetails } from './contact-details';

describe('containsContactDetails', () => {
  it.each([
    'Beni 0532 123 45 67 numarasından arayın',
    '05321234567',
    '+90 532 123 45 67',
    '+905321234567',
    '(532) 123 45 67',
    '0 (532) 123 45 67',
    '0532-123-4567',
    '0212 555 12 34',
    'Yazın: elif.demir@ornek.com.tr',
    'ÖZEL@örnek.com',
  ])('finds contact details in %j', (text) => {
    expect(containsContactDetails(text)).toBe(true);
  });

  it.each([
    'Merhaba, haftada iki ders düşünüyorum.',
    'Ders ücreti ₺600, 2026 yılında başlarız',
    'Saat 19.00 - 21.30 arası uygundur',
    'Sipariş no 123456789012345',
    '@zeynepcelik',
    'beş üç iki bir iki üç',
    'elif at ornek dot com',
  ])('finds none in %j', (text) => {
    expect(containsContactDetails(text)).toBe(false);
  });
});
