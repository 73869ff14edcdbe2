/**
 * Ledger write benchmark: sales through HTTP with inline projections, beside raw batched INSERTs
 * of the same journal lines.
 *
 *   npm run bench:ledger-write -- --clients 16 --seconds 10 [--batch 500]
 *
 * (a) Throughput: `clients` concurrent clients, each for a business of its own, post cash sales of a service with 7.5% tax to the
 *     real API (Fastify + Nest, guard, validation, decider, event store append, inline
 *     projections) as fast as they can. Each sale posts three journal lines (cash, sales: services,
 *     VAT payable). Prints sales/s and journal lines/s.
 * (b) Latency: an open loop at 70% of (a)'s rate for the same time; prints p50/p95/p99.
 * (c) Raw: multi-row INSERTs of the same three lines per sale into a plain copy of journal_lines
 *     (no indexes but its primary key, `batch` rows per statement) on as many connections.
 * (d) Ceiling: the same clients and bodies against a bare node:http server that reads each body
 *     and answers 201: what HTTP alone allows on this machine, before any work.
 * Goal: (a) lines/s ≥ 0.3 × (c) lines/s, and (b) p99 < 50 ms. The database is made for the run and dropped after.
 * The clients of (a) and (b) run on a worker thread of their own, as clients are not in the
 * server's process: on the API's thread, their HTTP work and their timers would wait behind the
 * server's and count in its latency.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import pino from 'pino';
import { createRuntime, loadConfig } from '@ledgerline/platform';
import { createTestDatabase } from '@ledgerline/testing';

type AppFactoryFile = typeof import('../../apps/api/src/app.factory.js');
type ProvisionOwnerFile = typeof import('../../apps/api/src/auth/provision-owner/provision-owner.service.js');

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    batch: { type: 'string', default: '500' },
  },
});
const CLIENTS = Number(flags.clients);
const SECONDS = Number(flags.seconds);
const BATCH = Number(flags.batch);
const LINES_PER_SALE = 3;

/** The built API's modules (scripts/dist/bench/ → apps/api/dist/). */
const builtApi = async <T>(path: string): Promise<T> => (await import(new URL(`../../../apps/api/dist/${path}`, import.meta.url).href)) as T;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

interface Seller {
  headers: Record<string, string>;
  body: string;
}
interface LoadPlan {
  url: string;
  sellers: Seller[];
  clients: number;
  seconds: number;
  /** Run (b) after (a). */
  latency: boolean;
}
interface LoadResult {
  salesPerSecond: number;
  rate: number;
  latencies: number[];
}

/** Runs (a) and (b) on a worker thread and waits for its figures. */
function onLoadThread(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: plan });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the load thread exited with ${code}`)));
  });
}

/** The clients: (a) as fast as they can, then (b) an open loop at 70% of that rate. */
async function runLoad({ url, sellers, clients, seconds, latency }: LoadPlan): Promise<LoadResult> {
  const postSale = async (client: number): Promise<number> => {
    const seller = sellers[client % sellers.length];
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: seller.headers, body: seller.body });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`sale answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await postSale(i); // warm up

  // (a) throughput
  const deadline = Date.now() + seconds * 1000;
  const startedA = performance.now();
  const counts = await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let n = 0;
      while (Date.now() < deadline) {
        await postSale(client);
        n++;
      }
      return n;
    }),
  );
  const salesPerSecond = (counts.reduce((a, b) => a + b, 0) * 1000) / (performance.now() - startedA);

  // (b) latency at 70% of that rate: an open loop, one request every 1/rate seconds.
  const rate = salesPerSecond * 0.7;
  const latencies: number[] = [];
  const inflight: Promise<void>[] = [];
  const startedB = performance.now();
  for (let i = 0; latency && performance.now() - startedB < seconds * 1000; i++) {
    const due = startedB + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inflight.push(postSale(i).then((ms) => void latencies.push(ms)));
  }
  await Promise.all(inflight);
  return { salesPerSecond, rate, latencies };
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const logger = pino({ level: 'warn' });
  const runtime = await createRuntime(
    loadConfig({ NODE_ENV: 'production', DATABASE_URL: database.url, REDIS_URL: '', LOCAL_REDIS_PORT: '1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' }),
    logger,
  );
  const { createApp } = await builtApi<AppFactoryFile>('app.factory.js');
  const { ProvisionOwnerService } = await builtApi<ProvisionOwnerFile>('auth/provision-owner/provision-owner.service.js');
  const app = await createApp(runtime, logger, { docsUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    // One business per client (businesses never wait on each other; one business's writes are
    // serialised by its stream lock), each with an owner signed in and one service to sell.
    const password = 'bench password 123';
    const sellers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const email = `bench-${i}@example.com`;
        await app.get(ProvisionOwnerService).provision({ email, password, business: `Bench Stores ${i}`, plan: 'enterprise' });
        const signIn = await fetch(`${base}/api/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const headers = { 'content-type': 'application/json', cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0] };
        const service = await fetch(`${base}/api/v1/inventories`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ type: 'SERVICE', name: 'Haircut', sellingPrice: '2500.00', measurement: 'Unit' }),
        });
        if (service.status !== 201) throw new Error(`creating the service: ${service.status} ${await service.text()}`);
        const { data } = (await service.json()) as { data: { productId?: string; id?: string; _id?: string } };
        const body = JSON.stringify({
          date: '2026-11-20',
          items: [{ product: data.productId ?? data.id ?? data._id, quantity: '1', price: '2500.00' }],
          tax: '7.5',
          taxType: 'percent',
          account: 'Cash',
        });
        return { headers, body };
      }),
    );
    const load = await onLoadThread({ url: `${base}/api/v1/transactions/sales`, sellers, clients: CLIENTS, seconds: SECONDS, latency: true });
    const { salesPerSecond, rate } = load;
    const latencies = load.latencies.sort((a, b) => a - b);
    const lines = await runtime.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_lines j JOIN transactions t ON t.business_id = j.business_id AND t.transaction_id = j.entry_id WHERE t.type = 'sales' LIMIT 1",
    );
    const sales = await runtime.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM transactions WHERE type = 'sales'");
    const linesPerSale = lines.rows[0].n / sales.rows[0].n;

    // (c) raw batched INSERTs of the same lines into a plain copy of journal_lines.
    await runtime.pool.query(
      'CREATE TABLE bench_journal_lines (LIKE journal_lines INCLUDING DEFAULTS INCLUDING CONSTRAINTS); ALTER TABLE bench_journal_lines ADD PRIMARY KEY (business_id, position, line_no)',
    );
    const raw = new pg.Pool({ connectionString: database.url, max: CLIENTS });
    const businessId = randomUUID();
    let position = 0;
    const deadlineC = Date.now() + SECONDS * 1000;
    const startedC = performance.now();
    const rawCounts = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        let rows = 0;
        while (Date.now() < deadlineC) {
          const values: unknown[] = [];
          const tuples: string[] = [];
          for (let s = 0; s < BATCH / LINES_PER_SALE; s++) {
            const pos = ++position;
            const entry = randomUUID();
            const saleLines: [string, string, string][] = [
              ['1000', '2687.50', '0.00'],
              ['4010', '0.00', '2500.00'],
              ['2100', '0.00', '187.50'],
            ];
            saleLines.forEach(([account, debit, credit], index) => {
              const p = values.length;
              tuples.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, '2026-11-20', $${p + 5}, '', $${p + 6}, $${p + 7})`);
              values.push(businessId, pos, index + 1, entry, account, debit, credit);
            });
          }
          await raw.query(
            `INSERT INTO bench_journal_lines (business_id, position, line_no, entry_id, effective_date, account_code, sub_account, debit, credit) VALUES ${tuples.join(', ')}`,
            values,
          );
          rows += tuples.length;
        }
        return rows;
      }),
    );
    const rawLinesPerSecond = (rawCounts.reduce((a, b) => a + b, 0) * 1000) / (performance.now() - startedC);
    await raw.end();

    // (d) the same load against a bare node:http server that reads each body and answers 201.
    const bare = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true}'));
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareAddress = bare.address();
    const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/`;
    const bareLoad = await onLoadThread({ url: bareUrl, sellers, clients: CLIENTS, seconds: SECONDS, latency: false });
    await new Promise((resolve) => bare.close(resolve));

    const apiLinesPerSecond = salesPerSecond * linesPerSale;
    console.log(`ledger write benchmark: ${CLIENTS} clients, ${SECONDS} s per phase, 2 cores, PostgreSQL on ${new URL(database.url).host}`);
    console.log(
      `(a) sales through HTTP, inline projections : ${fmt(salesPerSecond)} sales/s = ${fmt(apiLinesPerSecond)} journal lines/s (${linesPerSale.toFixed(1)} lines each)`,
    );
    console.log(`(c) raw batched INSERT of the same lines    : ${fmt(rawLinesPerSecond)} journal lines/s (${BATCH} rows per statement)`);
    console.log(`    ratio (a)/(c)                           : ${(apiLinesPerSecond / rawLinesPerSecond).toFixed(3)}   goal ≥ 0.3`);
    console.log(
      `(d) bare node:http, same clients and bodies: ${fmt(bareLoad.salesPerSecond)} requests/s = ${fmt(bareLoad.salesPerSecond * linesPerSale)} lines/s if each were a sale: ratio (d)/(c) ${((bareLoad.salesPerSecond * linesPerSale) / rawLinesPerSecond).toFixed(3)}, the most HTTP allows here`,
    );
    console.log(
      `(b) latency at 70% (${fmt(rate)} sales/s, ${latencies.length} sales): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms   goal p99 < 50 ms`,
    );
  } finally {
    await app.close();
    await runtime.close();
    await database.drop();
  }
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runLoad(workerData as LoadPlan).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => {
      throw error;
    },
  );
}
