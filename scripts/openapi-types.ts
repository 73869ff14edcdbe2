/**
 * The web client's request and answer types, generated from the API's OpenAPI document:
 *
 *   node scripts/dist/openapi-types.js            writes apps/api/src/openapi/answer-schemas.ts
 *                                                 and apps/web/src/lib/api-types.ts
 *   node scripts/dist/openapi-types.js --check    exits 1 when either differs from the API (CI)
 *   node scripts/dist/openapi-types.js --url http://127.0.0.1:3000   the types of what a running
 *                                                 API documents (answer-schemas.ts left as it is)
 *
 * Nest describes request bodies from the DTO classes; answers are read from the controllers' return
 * types by the TypeScript checker (openapi/answer-schemas.ts), written to answer-schemas.ts, which
 * the API adds to the document it serves at /api/docs, and turned into the web's types with it.
 *
 * Without --url the built API (apps/api/dist) is created in this process on a throwaway database
 * (no port, no Redis) and asked for /api/docs/openapi.json through Fastify's inject, without the
 * answers it was built with (those may be the stale ones being regenerated).
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import pino from 'pino';
import * as prettier from 'prettier';
import { createRuntime, loadConfig } from '@ledgerline/platform';
import { createTestDatabase } from '@ledgerline/testing';
import type { AnswerSchemas } from '../apps/api/src/openapi/describe-answers.js';
import { answerSchemas } from './openapi/answer-schemas.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TARGET = join(ROOT, 'apps/web/src/lib/api-types.ts');
const ANSWERS_TARGET = join(ROOT, 'apps/api/src/openapi/answer-schemas.ts');
const REGENERATE = `// Regenerate with \`node scripts/build.mjs && node scripts/dist/openapi-types.js\`; CI checks it is current.`;
const HEADER = `// Generated from the API's OpenAPI document by scripts/openapi-types.ts: do not edit by hand.
${REGENERATE}
// Use them through ./api-answers.ts: answers with AnswerOf and DataOf, requests with BodyOf, FormOf and QueryOf.

`;
const ANSWERS_HEADER = `// Generated from the controllers' return types by scripts/openapi-types.ts: do not edit by hand.
${REGENERATE}
import type { AnswerSchemas } from './describe-answers.js';

`;

interface CreateAppFile {
  createApp(
    runtime: unknown,
    logger: unknown,
    options?: { docsUi?: boolean; answerSchemas?: boolean },
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
    const app = await createApp(runtime, logger, { docsUi: false, answerSchemas: false });
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

interface DescribeAnswersFile {
  describeAnswers(document: unknown, answers: AnswerSchemas): unknown;
}

type Document = {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
};

async function formatted(source: string, target: string): Promise<string> {
  // In the repository's style, so `prettier --check .` passes on it as on any file.
  return prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target });
}

/** Routes, and those whose success answer has the shape of its JSON body described (not only an example). */
function answerCounts(document: Document): { routes: number; described: number } {
  let routes = 0;
  let described = 0;
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      if (!operation.operationId) continue;
      routes++;
      const shaped = Object.entries(operation.responses ?? {}).some(([status, response]) => {
        const schema = response.content?.['application/json']?.schema;
        return status.startsWith('2') && schema !== undefined && Object.keys(schema).some((key) => key !== 'example' && key !== 'description');
      });
      if (shaped) described++;
    }
  return { routes, described };
}

async function main(): Promise<void> {
  const started = Date.now();
  const { values: flags } = parseArgs({ options: { check: { type: 'boolean', default: false }, url: { type: 'string' } } });
  const outputs: { target: string; source: string }[] = [];
  let document: unknown;
  if (flags.url) document = await (await fetch(`${flags.url.replace(/\/$/, '')}/api/docs/openapi.json`)).json();
  else {
    document = await documentFromBuiltApi();
    const nests = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
    const answers = answerSchemas(ROOT, new Set(Object.keys(nests)));
    const { operations, components } = answers;
    const module = `${ANSWERS_HEADER}export const ANSWER_SCHEMAS: AnswerSchemas = ${JSON.stringify({ operations, components })};\n`;
    outputs.push({ target: ANSWERS_TARGET, source: await formatted(module, ANSWERS_TARGET) });
    const { describeAnswers } = (await import(new URL('../../apps/api/dist/openapi/describe-answers.js', import.meta.url).href)) as DescribeAnswersFile;
    document = describeAnswers(document, { operations, components });
    console.log(`No JSON answer (files, CSV, HTML, redirects): ${answers.skipped.map(({ operationId, why }) => `${operationId} (${why})`).join(', ')}.`);
    if (answers.untyped.length > 0) console.log(`Typed as unknown in answers: ${answers.untyped.join(', ')}.`);
  }
  const types =
    HEADER +
    astToString(
      // A DTO's default is what the API fills in when the field is left out: optional to send
      // (the option's default would make such fields required, reading the schemas as answers).
      await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true, defaultNonNullable: false }),
    );
  outputs.push({ target: TARGET, source: await formatted(types, TARGET) });
  const { routes, described } = answerCounts(document as Document);
  console.log(`${described} of ${routes} routes describe a JSON answer (${((Date.now() - started) / 1000).toFixed(1)} s).`);

  for (const { target, source } of outputs) {
    const name = relative(ROOT, target);
    if (flags.check) {
      const current = await readFile(target, 'utf8').catch(() => '');
      if (current !== source) {
        console.error(`${name} is not what the API documents: run node scripts/build.mjs && node scripts/dist/openapi-types.js and commit it.`);
        process.exitCode = 1;
      } else console.log(`${name} is current.`);
    } else {
      await writeFile(target, source);
      console.log(`Wrote ${name}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
