import { writeFileSync } from 'node:fs';
import { createTestApi, type TestApi } from './support/test-api.js';

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).filter((k) => k !== 'operationId').sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
      : value;

describe('openapi dump', () => {
  let api: TestApi;
  beforeAll(async () => { api = await createTestApi(); });
  afterAll(async () => { await api?.close(); });
  it('dumps', async () => {
    const docs = await api.request({ method: 'GET', url: '/api/docs/openapi.json' });
    const doc = docs.body as Record<string, unknown>;
    writeFileSync(process.env.OPENAPI_OUT!, JSON.stringify(canonical(doc), null, 1));
    const ops: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId?: string }>>))
      for (const [method, op] of Object.entries(item)) ops.push(`${method} ${path} ${op.operationId}`);
    writeFileSync(process.env.OPENAPI_OUT! + '.ops', ops.sort().join('\n'));
  });
});
