/** Debian's Chromium, which the scripts drive (Lighthouse, the tab icon's rendering); CHROMIUM_PATH overrides it. */
export const DEBIAN_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
