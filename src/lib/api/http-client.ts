import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../../config/env';

/**
 * axios serialises FormData to JSON when the content type says JSON, so multipart bodies lose the default
 * header here and the browser writes its own with the boundary.
 */
function leaveMultipartToTheBrowser(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    config.headers.setContentType(false);
  }
  return config;
}

function createClient(baseURL: string, withCredentials: boolean): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials,
    headers: { 'Content-Type': 'application/json' },
    // Neither API reads an XSRF header (the session is a bearer token). Asked for one, axios looks its cookie
    // up through the browser's cookieStore before sending, which holds every request back until a later task:
    // on a phone's CPU the whole rest of the click that asked for it (the filter's teachers left 100 ms late).
    withXSRFToken: false,
  });
  // Synchronous, so axios sends in its caller's own task. An interceptor left asynchronous (axios's default) puts
  // two promise steps before the send, and whatever the caller does next runs first: a directory filter's
  // request waited behind the click's render and the router's navigation.
  client.interceptors.request.use(leaveMultipartToTheBrowser, undefined, { synchronous: true });
  return client;
}

/** The /v1 API. Credentials are on because the refresh token travels as an http-only cookie. */
export const httpClient = createClient(env.apiBaseUrl, true);

/** The external public provinces service: no cookies of ours belong there. */
export const provincesHttpClient = createClient(env.provincesBaseUrl, false);
