import * as appEntry from './app-entry';

/** The production build's load-app.ts (see there): the app is a static import of the entry. */
export const loadApp = (): Promise<typeof appEntry> => Promise.resolve(appEntry);
