import { PREFERENCE_STORAGE_KEYS } from '@/config/preferences';
import en from '@/i18n/locales/en/boot.json';
import tr from '@/i18n/locales/tr/boot.json';

export type BootTexts = typeof tr;

const TEXTS: Record<'tr' | 'en', BootTexts> = { tr, en };

/**
 * The saved language, as the app reads it (from local storage; Turkish otherwise, whatever the
 * browser says). Read here without i18next: the app's code is exactly what failed to load.
 */
export function bootTexts(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): BootTexts {
  try {
    return storage?.getItem(PREFERENCE_STORAGE_KEYS.language) === 'en' ? TEXTS.en : TEXTS.tr;
  } catch {
    // Storage can be disabled (private mode).
    return TEXTS.tr;
  }
}

/**
 * When the app itself cannot start (a deploy removed the chunks the cached index.html asks for, the network
 * dropped mid-load), the page would stay white. This draws a message and a reload button with plain DOM calls
 * and inline styles: no React, no Chakra, no theme, since none of them may have arrived. Text goes in through
 * `textContent` only. The dark-mode class set before the first paint picks the colours.
 */
export function showBootFailure(container: HTMLElement, texts: BootTexts = bootTexts()): void {
  const dark = document.documentElement.classList.contains('dark');
  const panel = document.createElement('main');
  panel.setAttribute('role', 'alert');
  Object.assign(panel.style, {
    boxSizing: 'border-box',
    minHeight: '100vh',
    margin: '0',
    padding: '2rem 1rem',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1rem',
    textAlign: 'center',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    background: dark ? '#111111' : '#ffffff',
    color: dark ? '#f4f4f5' : '#18181b',
    overflowWrap: 'anywhere',
  } satisfies Partial<CSSStyleDeclaration>);

  const title = document.createElement('h1');
  title.textContent = texts.title;
  Object.assign(title.style, { margin: '0', fontSize: '1.5rem' });

  const body = document.createElement('p');
  body.textContent = texts.body;
  Object.assign(body.style, { margin: '0', maxWidth: '32rem', lineHeight: '1.5' });

  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = texts.reload;
  Object.assign(reload.style, {
    font: 'inherit',
    fontWeight: '600',
    padding: '0.625rem 1.25rem',
    border: '0',
    borderRadius: '0.5rem',
    cursor: 'pointer',
    // The brand's solid blue with white text, readable on both backgrounds.
    background: '#1e4ae9',
    color: '#ffffff',
  } satisfies Partial<CSSStyleDeclaration>);
  reload.addEventListener('click', () => window.location.reload());

  // The app's styles never arrived either: the browser's default body margin and white would show around it.
  Object.assign(document.body.style, { margin: '0', background: panel.style.background });
  panel.append(title, body, reload);
  container.replaceChildren(panel);
  reload.focus();
}
