import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_CONSENT_KEY } from '@/lib/analytics';
import { CONSENT_DECIDED_ATTRIBUTE } from './decided';

// public/first-paint.js runs before the app (a classic script in index.html's head), so it cannot import the
// key and the attribute: this runs it and pins both to the app's.
const script = readFileSync(join(process.cwd(), 'public/first-paint.js'), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file under test, run as the browser runs it
const runScript = new Function(script) as () => void;

describe('public/first-paint.js', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  });

  it.each(['true', 'false'])('marks a visitor who chose %s as decided', (choice) => {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, choice);
    runScript();
    expect(document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE)).toBe(true);
  });

  it.each([null, 'maybe'])('leaves a visitor with %s undecided', (stored) => {
    if (stored !== null) localStorage.setItem(ANALYTICS_CONSENT_KEY, stored);
    runScript();
    expect(document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE)).toBe(false);
  });
});
