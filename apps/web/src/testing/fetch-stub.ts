// A fetch stand-in for component tests: the network boundary, and nothing behind it is mocked.
// Routes are "METHOD /path" (or "METHOD /prefix/*") → handler; every request is recorded so tests can assert on what
// the app sent (body, headers) and in what order.

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (routes match on the path alone). */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface StubResponse {
  status: number;
  body?: unknown;
}

export type StubHandler = (request: RecordedRequest) => StubResponse | Promise<StubResponse>;

export interface FetchStub {
  requests: RecordedRequest[];
  /** Requests to one route, e.g. stub.requestsTo('POST /api/v1/transactions/money-in'). */
  requestsTo(route: string): RecordedRequest[];
  /** Replace or add a route while the test runs (e.g. balances after a write). */
  on(route: string, handler: StubHandler): void;
}

/** Header names lower-cased, as the Fetch spec's Headers would give them. */
function normalizeHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!headers) return result;
  // The api client always sends a plain object; arrays are accepted for completeness.
  const entries = Array.isArray(headers) ? headers : Object.entries(headers as Record<string, string>);
  for (const [name, value] of entries) result[name.toLowerCase()] = value;
  return result;
}

export function stubFetch(routes: Record<string, StubHandler> = {}): FetchStub {
  const handlers = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: normalizeHeaders(init.headers),
      // JSON as parsed; a multipart form (file uploads) as the FormData the app built.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
    };
    requests.push(request);

    const route = `${request.method} ${request.path}`;
    // "GET /api/v1/inventories/s/*" answers every path under that prefix (searches carry their text in the path).
    const handler = handlers.get(route) ?? [...handlers].find(([key]) => key.endsWith('*') && route.startsWith(key.slice(0, -1)))?.[1];
    const response: StubResponse = handler
      ? await handler(request)
      : { status: 404, body: { success: false, message: `No stub for ${request.method} ${request.path}`, code: 'NOT_STUBBED' } };

    const text = response.body === undefined ? '' : JSON.stringify(response.body);
    // Only what the api client reads; jsdom has no Response class.
    return { ok: response.status >= 200 && response.status < 300, status: response.status, text: async () => text } as Response;
  };

  globalThis.fetch = fetchStub as typeof fetch;

  return {
    requests,
    requestsTo: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    on: (route, handler) => void handlers.set(route, handler),
  };
}

/** A promise you settle from the test, to hold a response while asserting on the pending UI. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
