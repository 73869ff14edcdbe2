/**
 * The web client's request and answer types, generated from the API's OpenAPI document:
 *
 *   node scripts/dist/openapi-types.js            writes apps/web/src/lib/api-types.ts
 *   node scripts/dist/openapi-types.js --check    exits 1 when the file differs from the API (CI)
 *   node scripts/dist/openapi-types.js --url http://127.0.0.1:3000   reads a running API instead
 *
 * Without --url the built API (apps/api/dist) is created in this process on a throwaway database
 * (no port, no Redis) and asked for /api/docs/openapi.json through Fastify's inject.
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import pino from 'pino';
import * as prettier from 'prettier';
import { createRuntime, loadConfig } from '@ledgerline/platform';
import { createTestDatabase } from '@ledgerline/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TARGET = join(ROOT, 'apps/web/src/lib/api-types.ts');
const HEADER = `// Generated from the API's OpenAPI document by scripts/openapi-types.ts: do not edit by hand.
// Regenerate with \`node scripts/build.mjs && node scripts/dist/openapi-types.js\`; CI checks it is current.
// Use: import type { components, paths } from './api-types.js';
//      type Plan = components['schemas']['StartTrialDto'];

`;

interface CreateAppFile {
  createApp(
    runtime: unknown,
    logger: unknown,
    options?: { docsUi?: boolean },
  ): Promise<{
    init(): Promise<unknown>;
    close(): Promise<void>;
    getHttpAdapter(): { getInstance(): { inject(request: { method: string; url: string }): Promise<{ statusCode: number; body: string }> } };
  }>;
}

async function documentFromBuiltApi(): Promise<unknown> {
  const database = await createTestDatabase({ migrate: false });
  const logger = pino({ level: 'error' }, pino.destination(2));
  const runtime = await createRuntime(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: '',
      LOCAL_REDIS_PORT: '1',
      LOG_LEVEL: 'error',
      WEB_DIST: join(ROOT, 'no-web-client'),
    }),
    logger,
  );
  try {
    const { createApp } = (await import(new URL('../../apps/api/dist/app.factory.js', import.meta.url).href)) as CreateAppFile;
    const app = await createApp(runtime, logger, { docsUi: false });
    try {
      await app.init();
      const response = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/docs/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /api/docs/openapi.json answered ${response.statusCode}`);
      return JSON.parse(response.body);
    } finally {
      await app.close();
    }
  } finally {
    await (runtime as { close(): Promise<void> }).close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({ options: { check: { type: 'boolean', default: false }, url: { type: 'string' } } });
  const document = flags.url ? await (await fetch(`${flags.url.replace(/\/$/, '')}/api/docs/openapi.json`)).json() : await documentFromBuiltApi();
  const generated = HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true }));
  // In the repository's style, so `prettier --check .` passes on it as on any file.
  const source = await prettier.format(generated, { ...(await prettier.resolveConfig(TARGET)), filepath: TARGET });
  if (flags.check) {
    const current = await readFile(TARGET, 'utf8').catch(() => '');
    if (current !== source) {
      console.error('apps/web/src/lib/api-types.ts is not what the API documents: run node scripts/dist/openapi-types.js and commit it.');
      process.exit(1);
    }
    console.log('apps/web/src/lib/api-types.ts is current.');
    return;
  }
  await writeFile(TARGET, source);
  console.log(`Wrote ${TARGET}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
