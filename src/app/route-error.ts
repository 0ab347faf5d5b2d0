import { isRouteErrorResponse } from 'react-router-dom';
import { isNotFound } from '@/lib/api';
import { RouteLoadTimeoutError } from './lazy-route';

export type RouteErrorKind = 'load' | 'style' | 'not-found' | 'other';

// Messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite's preload helper.
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed/i;
const STYLE_ERROR = /Unable to preload CSS/i;

/**
 * Sorts what a route's error boundary caught. Vite's preload helper fires `vite:preloadError` and then
 * rethrows the same error into the dynamic import, so the boundary sees CSS failures as
 * "Unable to preload CSS for <file>" and script failures as the browser's import error.
 */
export function classifyRouteError(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) return isNotFound(error) ? 'not-found' : 'other';
  if (error instanceof RouteLoadTimeoutError) return 'load';
  if (error instanceof Error) {
    if (STYLE_ERROR.test(error.message)) return 'style';
    if (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message)) return 'load';
  }
  return 'other';
}
