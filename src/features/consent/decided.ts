/**
 * Set on <html> before the first paint by public/first-paint.js when the visitor has already chosen: the
 * consent banner a server-rendered page carries in its HTML stays hidden until hydration removes it.
 */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';
