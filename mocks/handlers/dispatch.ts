import { HttpHandler, RequestHandler } from 'msw';

/**
 * One MSW handler standing for a list of them, so a request is offered only to the handlers whose method and
 * path could match it.
 *
 * MSW offers a request to each handler in turn, and every offer reads the request's cookies (document.cookie and
 * MSW's cookie store in localStorage, through tough-cookie) and matches the URL before the handler can say no.
 * With about 160 handlers a request to one near the end paid that 160 times: in the browser about 150 ms of
 * each page load of the mock build. Here each handler's path is turned once into a pattern that matches at
 * least what MSW's own matching accepts; a handler whose pattern cannot match the request is skipped, and the
 * others run in their order, exactly as MSW would run them (the first answer wins, a handler that falls
 * through passes the request on, and a request some handler matched counts as handled).
 */
export class HandlerDispatch extends RequestHandler {
  readonly #candidates: ReadonlyArray<{ handler: RequestHandler; couldMatch: RequestFilter }>;
  /** Which handler answered a request, for MSW's request log. */
  readonly #answeredBy = new WeakMap<Request, RequestHandler>();

  constructor(handlers: readonly RequestHandler[]) {
    super({
      info: { header: `dispatch over ${handlers.length} handlers` },
      resolver: () => undefined,
    });
    this.#candidates = handlers.map((handler) => ({ handler, couldMatch: requestFilter(handler) }));
  }

  override async run(args: Parameters<RequestHandler['run']>[0]) {
    const url = new URL(args.request.url);
    const target = `${url.origin}${url.pathname}`;
    let matched: Awaited<ReturnType<RequestHandler['run']>> = null;
    for (const { handler, couldMatch } of this.#candidates) {
      if (!couldMatch(args.request.method, target)) continue;
      const result = await handler.run(args);
      if (result === null) continue;
      matched = result;
      this.#answeredBy.set(args.request, handler);
      if (result.response) break;
    }
    return matched;
  }

  /** Never asked: `run` decides by the handlers it stands for. */
  predicate(): boolean {
    return false;
  }

  log(args: { request: Request; response: Response; parsedResult: unknown }): void {
    this.#answeredBy.get(args.request)?.log(args);
  }

  override reset(): void {
    for (const { handler } of this.#candidates) handler.reset();
  }

  override restore(): void {
    for (const { handler } of this.#candidates) handler.restore();
  }
}

type RequestFilter = (method: string, urlWithoutQuery: string) => boolean;

const ALWAYS: RequestFilter = () => true;
/** Paths made only of literal segments, `:name` parameters and `*` wildcards: the ones turned into a pattern. */
const SIMPLE_PATH = /^(?:[\w.~*-]|\/|:\w+|https?:\/\/[\w.:-]+)*$/;

/**
 * A cheap test that is true for every request the handler could match (it may be true for more). Anything but
 * an HTTP handler with a plain string path is always offered the request.
 */
export function requestFilter(handler: RequestHandler): RequestFilter {
  if (!(handler instanceof HttpHandler)) return ALWAYS;
  const { method, path } = handler.info;
  const methodMatches =
    method instanceof RegExp
      ? (actual: string) => method.test(actual)
      : (actual: string) => actual.toUpperCase() === String(method).toUpperCase();
  if (typeof path !== 'string' || !SIMPLE_PATH.test(path)) return methodMatches;
  const pattern = pathPattern(path);
  return (actual, url) => methodMatches(actual) && pattern.test(url);
}

/**
 * MSW matches a string path case-insensitively, with or without a trailing slash, and resolves a relative one
 * against the page: the pattern is anchored at the end only, so a relative or `*` start matches any origin.
 */
function pathPattern(path: string): RegExp {
  const source = path
    .replace(/\/+$/, '')
    .split(/(\*|:\w+)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`${source}/?$`, 'i');
}
