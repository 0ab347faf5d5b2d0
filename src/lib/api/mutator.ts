import type { AxiosRequestConfig } from 'axios';
import type { ApiError } from './api-error';
import { loadTransport } from './load-transport';
import type { RequestOptions } from './transport';

/*
 * What the generated calls import (orval's mutator). The calls themselves live in transport.ts, loaded with the
 * first one: the hooks are part of every page, the client need not be.
 */

/** orval types every operation's error with this (its `E` is the contract's error model). */
export type ErrorType<E> = ApiError<E>;
export type BodyType<B> = B;
export type { RequestOptions };

/** orval's mutator for the /v1 API: bearer token, refresh, and errors as ApiError. Never navigates or toasts. */
export const apiClient = async <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  (await loadTransport()).sendApiRequest<T>(config, options);

/** Mutator for the external provinces service: same shape, but no token, no refresh, no cookies. */
export const provincesClient = async <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  (await loadTransport()).sendProvincesRequest<T>(config, options);
