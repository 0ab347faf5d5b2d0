import { HttpResponse, http } from 'msw';
import { getLoginResponseMock, getRefreshTokenResponseMock } from '../../src/generated/api/auth/auth.msw';

const REFRESH_COOKIE = 'refreshToken';

/*
 * The generated refresh handler always succeeds, which would hand every guest a token. Until the stateful
 * backend arrives, a refresh succeeds only for a browser that signed in (MSW keeps the refresh cookie).
 */
export const sessionHandlers = [
  http.post('*/v1/auth/login', () =>
    HttpResponse.json(getLoginResponseMock(), {
      headers: { 'Set-Cookie': `${REFRESH_COOKIE}=mock; Path=/` },
    }),
  ),
  http.post('*/v1/auth/refresh', ({ cookies }) =>
    cookies[REFRESH_COOKIE]
      ? HttpResponse.json(getRefreshTokenResponseMock())
      : HttpResponse.json(
          {
            success: false,
            message: 'Session expired. Please login again.',
            data: 'Access Denied',
            httpStatus: 'UNAUTHORIZED',
          },
          { status: 401 },
        ),
  ),
];
