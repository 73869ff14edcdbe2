import { expect } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { createRuntime, loadConfig, type Runtime } from '@ledgerline/platform';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { createApp } from '../../src/app.factory.js';

export interface TestApi {
  app: NestFastifyApplication;
  runtime: Runtime;
  database: TestDatabase;
  baseUrl: string;
  /** Sent with every request unless the request gives its own (e.g. the signed-in owner's cookie; see support/accounts.ts). */
  defaultHeaders: Record<string, string>;
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    payload?: string;
    headers?: Record<string, string>;
  }): Promise<{
    status: number;
    body: any;
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

/**
 * The API in this process, on a fresh database of the real PostgreSQL and the real Redis,
 * listening on a loopback port and called over real HTTP.
 */
export async function createTestApi(
  env: Record<string, string> = {},
  hooks: { beforeInit?: (runtime: Runtime) => Promise<void>; beforeClose?: () => Promise<void>; logger?: Logger } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    QUEUE_PREFIX: `test-${database.name}`,
    // The web client is served by the built app in the end-to-end tests; here only the API is tested
    // (and Jest's module loader cannot load @fastify/static's ES-module dependencies on Node 20).
    WEB_DIST: join(tmpdir(), 'ledgerline-no-web-client'),
    ...env,
  });
  const logger = hooks.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const runtime = await createRuntime(config, logger);
  await hooks.beforeInit?.(runtime);
  const app = await createApp(runtime, logger, { docsUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const api: TestApi = {
    app,
    runtime,
    database,
    baseUrl,
    defaultHeaders: {},
    async request({ method, url, body, payload, headers = {} }) {
      const hasBody = body !== undefined || payload !== undefined;
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...api.defaultHeaders, ...headers },
        body: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON (the docs page)
      }
      return { status: response.status, body: parsed, headers: Object.fromEntries(response.headers.entries()) };
    },
    async close() {
      await hooks.beforeClose?.();
      await app.close();
      await runtime.close();
      await database.drop();
    },
  };
  return api;
}

export async function countEvents(api: TestApi): Promise<number> {
  const result = await api.runtime.pool.query('SELECT count(*)::int AS n FROM events');
  return result.rows[0].n;
}

/** GET `url`: its `data`, the test failing with the address and the status unless it answers 200. */
export async function getData(api: TestApi, url: string): Promise<any> {
  const response = await api.request({ method: 'GET', url });
  expect([url, response.status]).toEqual([url, 200]);
  return response.body.data;
}

/** POST `body` to `url`: its `data`, the test failing with the address, the status and the code unless it answers 201. */
export async function postData(api: TestApi, url: string, body: Record<string, unknown>): Promise<any> {
  const response = await api.request({ method: 'POST', url, body });
  expect([url, response.status, response.body.code]).toEqual([url, 201, undefined]);
  return response.body.data;
}
