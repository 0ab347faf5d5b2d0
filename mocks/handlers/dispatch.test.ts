import { http, HttpResponse, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { HandlerDispatch, requestFilter } from './dispatch';

const run = (dispatch: HandlerDispatch, method: string, url: string) =>
  dispatch.run({ request: new Request(url, { method }), requestId: crypto.randomUUID() });

const answer = async (dispatch: HandlerDispatch, method: string, url: string) => {
  const result = await run(dispatch, method, url);
  return result?.response ? ((await result.response.json()) as unknown) : null;
};

describe('the handler dispatch', () => {
  it('answers as the first matching handler would, in order, by method and path', async () => {
    const dispatch = new HandlerDispatch([
      http.get('*/v1/teachers/:id', ({ params }) => HttpResponse.json({ from: 'first', id: params.id })),
      http.get('*/v1/teachers/:id', () => HttpResponse.json({ from: 'second' })),
      http.post('*/v1/teachers/:id', () => HttpResponse.json({ from: 'post' })),
      http.get('*/v1/teachers', () => HttpResponse.json({ from: 'list' })),
    ]);
    expect(await answer(dispatch, 'GET', 'http://localhost/v1/teachers/7?x=1')).toEqual({
      from: 'first',
      id: '7',
    });
    expect(await answer(dispatch, 'POST', 'http://localhost/v1/teachers/7')).toEqual({ from: 'post' });
    expect(await answer(dispatch, 'GET', 'http://localhost/v1/teachers/')).toEqual({ from: 'list' });
    expect(await run(dispatch, 'DELETE', 'http://localhost/v1/teachers/7')).toBeNull();
    expect(await run(dispatch, 'GET', 'http://localhost/v1/teachers/7/reviews')).toBeNull();
  });

  it('passes a request on when a handler falls through, and counts it matched when nobody answers', async () => {
    const dispatch = new HandlerDispatch([
      http.all('*', () => undefined),
      http.get('*/v1/ping', () => HttpResponse.json({ pong: true })),
    ]);
    expect(await answer(dispatch, 'GET', 'http://localhost/v1/ping')).toEqual({ pong: true });
    const unanswered = await run(dispatch, 'GET', 'http://localhost/v1/other');
    expect(unanswered).not.toBeNull();
    expect(unanswered?.response).toBeUndefined();
  });

  it('keeps a once handler used until restored', async () => {
    const dispatch = new HandlerDispatch([
      http.get('*/v1/ping', () => HttpResponse.json({ once: true }), { once: true }),
      http.get('*/v1/ping', () => HttpResponse.json({ once: false })),
    ]);
    expect(await answer(dispatch, 'GET', 'http://localhost/v1/ping')).toEqual({ once: true });
    expect(await answer(dispatch, 'GET', 'http://localhost/v1/ping')).toEqual({ once: false });
    dispatch.restore();
    expect(await answer(dispatch, 'GET', 'http://localhost/v1/ping')).toEqual({ once: true });
  });

  it('offers a passthrough answer like any other', async () => {
    const dispatch = new HandlerDispatch([http.get('*/assets/*', () => passthrough())]);
    const result = await run(dispatch, 'GET', 'http://localhost/assets/app.js');
    expect(result?.response?.headers.get('x-msw-intention')).toBe('passthrough');
  });
});

describe('the request filter', () => {
  it('is true for every URL MSW matches: any origin, any case, a trailing slash, encoded parameters', () => {
    const filter = requestFilter(http.get('*/v1/users/:id/photo', () => undefined));
    expect(filter('GET', 'http://localhost:5173/v1/users/12/photo')).toBe(true);
    expect(filter('get', 'https://api.example.com/V1/Users/%C3%B6/photo/')).toBe(true);
    expect(filter('GET', 'http://localhost/v1/users/12')).toBe(false);
    expect(filter('POST', 'http://localhost/v1/users/12/photo')).toBe(false);
  });

  it('offers everything to a handler whose path is a pattern or a function', () => {
    expect(requestFilter(http.get(/\/v1\/.+/, () => undefined))('GET', 'http://x/anything')).toBe(true);
    expect(
      requestFilter(
        http.get(
          () => true,
          () => undefined,
        ),
      )('GET', 'http://x/anything'),
    ).toBe(true);
  });
});
