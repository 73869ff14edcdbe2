import type { TestApi } from './test-api.js';

/**
 * Every read that takes `knownAt` beyond the ledger reports: the dashboard, the report summaries
 * and the POST reports, and Debtors & Creditors, each called the way the client calls it (GET with
 * a query string, POST with a body), for the known-at tests.
 */
export interface KnownAtEndpoint {
  name: string;
  /** The answer's data (asserting 200); with `knownAt`, as known at that position. */
  call(knownAt?: string): Promise<unknown>;
  /** The raw response, for the refusals. */
  request(knownAt: string): Promise<{ status: number; body: any }>;
}

export interface KnownAtPeriod {
  startDate: string;
  endDate: string;
}

/** Answers that echo the position they were asked at (the expense reports): compared without it. */
const ECHOES_KNOWN_AT = new Set(['GET /reports/summary/expense', 'POST /reports/expense']);

export function knownAtEndpoints(api: TestApi, period: KnownAtPeriod, headers: Record<string, string> = {}): KnownAtEndpoint[] {
  const dates = `startDate=${period.startDate}&endDate=${period.endDate}`;
  const get = (name: string, url: string): KnownAtEndpoint => {
    const request = (knownAt?: string) =>
      api.request({ method: 'GET', url: knownAt === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}knownAt=${knownAt}`, headers });
    return endpoint(`GET ${name}`, request);
  };
  const post = (name: string, url: string, body: Record<string, unknown>): KnownAtEndpoint => {
    const request = (knownAt?: string) => api.request({ method: 'POST', url, body: knownAt === undefined ? body : { ...body, knownAt }, headers });
    return endpoint(`POST ${name}`, request);
  };
  const endpoint = (name: string, request: (knownAt?: string) => Promise<{ status: number; body: any }>): KnownAtEndpoint => ({
    name,
    request: (knownAt) => request(knownAt),
    async call(knownAt) {
      const response = await request(knownAt);
      if (response.status !== 200) throw new Error(`${name} knownAt=${knownAt}: ${response.status} ${JSON.stringify(response.body)}`);
      const data = response.body.data;
      if (ECHOES_KNOWN_AT.has(name)) {
        expect(data.knownAt).toBe(knownAt ?? null);
        return { ...data, knownAt: null };
      }
      return data;
    },
  });
  return [
    get('/dashboard/summary', '/api/v1/dashboard/summary'),
    get('/dashboard/summary (custom range)', `/api/v1/dashboard/summary?filterType=customrange&${dates}`),
    post('/dashboard/todayoverview', '/api/v1/dashboard/todayoverview', {}),
    post('/dashboard/todayoverview (monthly)', '/api/v1/dashboard/todayoverview', { reportType: 'monthly', endDate: period.endDate }),
    get('/dashboard/topcustomers', '/api/v1/dashboard/topcustomers?limit=20'),
    get('/dashboard/getrecenttransactions', '/api/v1/dashboard/getrecenttransactions?limit=30'),
    get('/dashboard/topproducts', '/api/v1/dashboard/topproducts?limit=20'),
    get('/dashboard/gettopexpenses', `/api/v1/dashboard/gettopexpenses?${dates}&limit=20`),
    get('/dashboard/topevents', '/api/v1/dashboard/topevents?limit=30'),
    get('/reports/summary/profits', `/api/v1/reports/summary/profits?${dates}`),
    get('/reports/summary/sales', `/api/v1/reports/summary/sales?${dates}`),
    get('/reports/summary/expense', `/api/v1/reports/summary/expense?${dates}`),
    post('/reports/sales', '/api/v1/reports/sales', { ...period }),
    post('/reports/inventory', '/api/v1/reports/inventory', { ...period }),
    post('/reports/inventory/list', '/api/v1/reports/inventory/list', { ...period, limit: 100 }),
    post('/reports/expense', '/api/v1/reports/expense', { ...period }),
    get('/reports/transactions/sales', `/api/v1/reports/transactions/sales?${dates}&limit=100`),
    get('/reports/transactions/purchases', `/api/v1/reports/transactions/purchases?${dates}&limit=100`),
    get('/payables-and-receivables/stats', '/api/v1/payables-and-receivables/stats'),
    get('/payables-and-receivables/debtors', '/api/v1/payables-and-receivables/debtors?limit=100'),
    get('/payables-and-receivables/creditors', '/api/v1/payables-and-receivables/creditors?limit=100'),
  ];
}

/** Every endpoint's answer, by name. */
export async function answersOf(endpoints: readonly KnownAtEndpoint[], knownAt?: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const endpoint of endpoints) answers[endpoint.name] = await endpoint.call(knownAt);
  return answers;
}
