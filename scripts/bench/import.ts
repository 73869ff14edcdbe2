/**
 * Product import benchmark: 10,000 products imported through the API and the import job, beside a
 * raw `COPY` of the same rows into a scratch copy of the read model, in the same run.
 *
 *   npm run bench:import -- [--rows 10000] [--stock-every 1] [--redis-url redis://127.0.0.1:6379]
 *
 * On a throwaway database (createTestDatabase) and the local Redis (its own queue prefix): an owner
 * on the enterprise plan, signed in; a CSV of `--rows` products (every `--stock-every`th with opening
 * stock: a ProductCreated and a StockIntroduced with its journal lines; the others a ProductCreated).
 * (a) Import: POST /inventories/import/csv (read with csv-parse, every row checked, stored), then
 *     POST …/csv/process and the product-import job on a BullMQ worker in this process, polled
 *     through GET …/csv?importId= as the web does, until it is done. Rows per second over the lot,
 *     and the upload and the job apart.
 * (b) Baseline: `COPY … FROM STDIN` of the same rows (the columns a product row has) into
 *     `bench_products (LIKE products INCLUDING ALL)`.
 * Peak memory: the process's peak resident set (API, worker and load together) and peak V8 heap.
 */
import 'reflect-metadata';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'bullmq';
import pino from 'pino';
import { from as copyFrom } from 'pg-copy-streams';
import { QUEUES, queueOptions } from '@ledgerline/jobs';
import { createRuntime, loadConfig } from '@ledgerline/platform';
import { createTestDatabase } from '@ledgerline/testing';

type AppFactoryFile = typeof import('../../apps/api/src/app.factory.js');
type ProvisionOwnerFile = typeof import('../../apps/api/src/auth/provision-owner/provision-owner.service.js');
type ProcessorFile = typeof import('../../apps/worker/src/jobs/product-import/product-import.processor.js');

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    rows: { type: 'string', default: '10000' },
    'stock-every': { type: 'string', default: '1' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const ROWS = Number(flags.rows);
const STOCK_EVERY = Number(flags['stock-every']);

/** The built modules (scripts/dist/bench/ → apps/*\/dist/). */
const built = async <T>(path: string): Promise<T> => (await import(new URL(`../../../${path}`, import.meta.url).href)) as T;
const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function csvOf(rows: number): string {
  const lines = ['Name,SKU,Quantity,Buying Price,Selling Price,Measurement,Category'];
  for (let i = 1; i <= rows; i++) {
    const stock = i % STOCK_EVERY === 0;
    lines.push(`Bench item ${i},BENCH-${i},${stock ? '5' : ''},${stock ? `${100 + (i % 50)}.00` : ''},${150 + (i % 50)}.00,Unit,Bench`);
  }
  return lines.join('\r\n') + '\r\n';
}

async function main(): Promise<void> {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 25);

  const database = await createTestDatabase();
  const logger = pino({ level: 'warn' });
  const runtime = await createRuntime(
    loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: flags['redis-url'],
      QUEUE_PREFIX: `bench-${database.name}`,
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
    }),
    logger,
  );
  const { createApp } = await built<AppFactoryFile>('apps/api/dist/app.factory.js');
  const { ProvisionOwnerService } = await built<ProvisionOwnerFile>('apps/api/dist/auth/provision-owner/provision-owner.service.js');
  const { productImportProcessor } = await built<ProcessorFile>('apps/worker/dist/jobs/product-import/product-import.processor.js');
  const app = await createApp(runtime, logger, { docsUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const worker = new Worker(QUEUES.imports, productImportProcessor(runtime), queueOptions(runtime.redisUrl!, runtime.config.queuePrefix));
  try {
    const email = 'bench-import@example.com';
    const password = 'bench password 123';
    await app.get(ProvisionOwnerService).provision({ email, password, business: 'Bench Imports', plan: 'enterprise' });
    const signIn = await fetch(`${base}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const text = csvOf(ROWS);
    console.log(
      `Import of ${fmt(ROWS)} products (${mb(Buffer.byteLength(text))} of CSV; every ${STOCK_EVERY === 1 ? '' : `${STOCK_EVERY}th `}row with opening stock)`,
    );

    // (a) through the API and the job
    sample();
    const startedA = performance.now();
    const form = new FormData();
    form.append('imageFile', new Blob([text], { type: 'text/csv' }), 'bench.csv');
    const uploaded = await fetch(`${base}/api/v1/inventories/import/csv`, { method: 'POST', headers: { cookie }, body: form });
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${(await uploaded.text()).slice(0, 500)}`);
    const { data } = (await uploaded.json()) as { data: { importId: string; refused: unknown[] } };
    if (data.refused.length > 0) throw new Error(`${data.refused.length} rows refused: ${JSON.stringify(data.refused.slice(0, 3))}`);
    const uploadMs = performance.now() - startedA;
    const process_ = await fetch(`${base}/api/v1/inventories/import/csv/process?importId=${data.importId}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    if (process_.status !== 202) throw new Error(`process answered ${process_.status}`);
    type JobResult = { imported: number; refused: unknown[] };
    type JobView = { state: string; result: JobResult | null; error: string | null } | null;
    let result: JobResult | null = null;
    while (!result) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const review = await fetch(`${base}/api/v1/inventories/import/csv?importId=${data.importId}`, { headers: { cookie } });
      const job: JobView = ((await review.json()) as { data: { job: JobView } }).data.job;
      if (job?.state === 'failed') throw new Error(`the job failed: ${job.error}`);
      if (job?.state === 'completed') result = job.result;
    }
    const totalMs = performance.now() - startedA;
    if (result.imported !== ROWS) throw new Error(`imported ${result.imported} of ${ROWS}`);

    // (b) raw COPY of the same rows into a scratch copy of the read model
    await runtime.pool.query('CREATE TABLE bench_products (LIKE products INCLUDING ALL)');
    const owner = (await runtime.pool.query<{ business_id: string }>('SELECT business_id FROM products LIMIT 1')).rows[0].business_id;
    const rowsText = Array.from({ length: ROWS }, (_, index) => {
      const i = index + 1;
      return [
        owner,
        `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        'product',
        `Bench item ${i}`,
        `BENCH-${i}`,
        'Unit',
        'NGN',
        `${100 + (i % 50)}.00`,
        `${150 + (i % 50)}.00`,
        'Bench',
        new Date().toISOString(),
        String(i),
      ].join('\t');
    }).join('\n');
    const client = await runtime.pool.connect();
    const startedB = performance.now();
    try {
      await pipeline(
        Readable.from([rowsText + '\n']),
        client.query(
          copyFrom(
            'COPY bench_products (business_id, product_id, kind, name, sku, measurement, currency, buying_price, selling_price, category_name, created_at, position) FROM STDIN',
          ),
        ),
      );
    } finally {
      client.release();
    }
    const copyMs = performance.now() - startedB;
    sample();

    const importRate = (ROWS * 1000) / totalMs;
    const copyRate = (ROWS * 1000) / copyMs;
    console.log(
      `(a) import through the API and the job: ${fmt(importRate)} rows/s (${(totalMs / 1000).toFixed(1)} s: upload and review ${(uploadMs / 1000).toFixed(1)} s, job ${((totalMs - uploadMs) / 1000).toFixed(1)} s)`,
    );
    console.log(`(b) raw COPY of the same rows into the read model's table: ${fmt(copyRate)} rows/s (${(copyMs / 1000).toFixed(2)} s)`);
    console.log(`ratio (a)/(b): ${(importRate / copyRate).toFixed(3)} (goal ≥ 0.1)`);
    console.log(
      `peak memory: ${mb(peakRss)} resident (API, worker and load in one process; maxRSS ${mb(process.resourceUsage().maxRSS * 1024)}), ${mb(peakHeap)} V8 heap`,
    );
  } finally {
    clearInterval(sampler);
    await worker.close();
    await app.close();
    await runtime.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
