import { afterEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './index';

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage('tr');
  });

  it('starts in Turkish and translates synchronously', () => {
    expect(i18n.language).toBe('tr');
    expect(i18n.t('shell:skipToContent')).toBe('İçeriğe geç');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('switches language, saves the choice and keeps <html lang> in sync', async () => {
    await setLanguage('en');
    expect(i18n.t('shell:skipToContent')).toBe('Skip to content');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
