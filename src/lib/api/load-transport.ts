import { importOnce } from '@/lib/lazy/import-once';
import type * as Transport from './transport';

/**
 * The request machinery (axios, its two instances, the answer rules) loads with the first call instead of with
 * the page: a first screen paints before any answer can arrive, so it need not wait for the client's code.
 * Every caller shares the one import.
 */
export const loadTransport: () => Promise<typeof Transport> = importOnce(() => import('./transport'));
