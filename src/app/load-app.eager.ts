import type { ComponentType } from 'react';
import { App } from './app';

/** The production build's load-app.ts (see there): the app is a static import of the entry. */
export const loadApp = (): Promise<ComponentType> => Promise.resolve(App);
