import type { AxiosRequestConfig } from 'axios';
import type { ApiError } from './api-error';
import { loadTransport } from './load-transport';
import type * as Transport from './transport';
import type { RequestOptions } from './transport';

/*
 * What the generated calls import (orval's mutator). The calls themselves live in transport.ts, loaded with the
 * first one: the hooks are part of every page, the client need not be.
 */

/** orval types every operation's error with this (its `E` is the contract's error model). */
export type ErrorType<E> = ApiError<E>;
export type BodyType<B> = B;
export type { RequestOptions };

let loaded: typeof Transport | undefined;

/**
 * The call made at once once the transport is there, so the request is sent in its caller's own task: awaited,
 * it waited for whatever that task did next (a directory filter's click: its render, the router's navigation).
 */
const withTransport = <T>(call: (transport: typeof Transport) => Promise<T>): Promise<T> =>
  loaded ? call(loaded) : loadTransport().then((transport) => call((loaded = transport)));

/** orval's mutator for the /v1 API: bearer token, refresh, and errors as ApiError. Never navigates or toasts. */
export const apiClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  withTransport((transport) => transport.sendApiRequest<T>(config, options));

/** Mutator for the external provinces service: same shape, but no token, no refresh, no cookies. */
export const provincesClient = <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> =>
  withTransport((transport) => transport.sendProvincesRequest<T>(config, options));
