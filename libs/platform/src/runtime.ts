import pg from 'pg';
import type { Logger } from 'pino';
import { PostgresEventStore, type EventStore } from '@ledgerline/event-store';
import { migrateLatest } from '@ledgerline/migrations';
import {
  beginHoldingOffRebuildSwaps,
  inlineProjectionHook,
  outdatedProjectors,
  PROJECTORS,
  rebuildProjections,
  recordProjectorVersion,
  type Projector,
  type RebuildManyOptions,
  type RebuildResult,
} from '@ledgerline/projections';
import type { AppConfig } from './config.js';
import { resolveDatabase, resolveRedis, type ResolvedDatabase } from './infrastructure.js';
import { createMailer, type Mailer } from './mail/mailer.js';

/** Everything a process (API, worker, CLI) needs to read and write the books, made once at start. */
export interface Runtime {
  config: AppConfig;
  database: ResolvedDatabase;
  pool: pg.Pool;
  store: EventStore;
  /** Set when events live in PostgreSQL (the default); command handlers lock streams through it. */
  postgresStore?: PostgresEventStore;
  /** Absent: no Redis, so no jobs. */
  redisUrl?: string;
  mailer: Mailer;
  projectors: readonly Projector[];
  close(): Promise<void>;
}

export async function createRuntime(config: AppConfig, logger: Logger): Promise<Runtime> {
  const database = await resolveDatabase(config);
  if (database.source === 'embedded') {
    logger.warn(
      { dataDir: config.dataDir },
      `No PostgreSQL at DATABASE_URL or localhost:5432: using the embedded database (PGlite) in ${config.dataDir}/pglite`,
    );
  } else {
    logger.info({ source: database.source }, `PostgreSQL: ${redactUrl(database.url)}`);
  }
  await migrateLatest(database.url);
  const embedded = database.source === 'embedded';
  // The embedded database is one backend behind one socket: keep its connection open, and since a
  // new connection still meets the old one's prepared statements there, clear them on connect.
  const pool = new pg.Pool({ connectionString: database.url, max: database.poolMax, idleTimeoutMillis: embedded ? 0 : 10_000 });
  if (embedded) pool.on('connect', (client) => void client.query('DEALLOCATE ALL').catch(() => undefined));
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool error'));
  // A client checked out of the pool has no 'error' listener of the pool's: when the server goes
  // away (a restart, a failover) while a request holds one, its 'error' event would be unhandled
  // and end the process. The request's query fails on its own; the pool drops the broken client
  // when it is released, and the next request gets a fresh connection.
  pool.on('connect', (client) => client.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost')));

  let store: EventStore;
  let postgresStore: PostgresEventStore | undefined;
  if (config.eventStoreUrl) {
    // Loaded only when used: the client brings a native addon that nothing else needs.
    const { EsdbEventStore } = await import('@ledgerline/event-store/esdb');
    store = new EsdbEventStore(config.eventStoreUrl);
    logger.info('Event store: EventStoreDB; projections catch up in the worker');
  } else {
    postgresStore = new PostgresEventStore(pool, {
      ...(config.projectionMode === 'inline' && {
        begin: beginHoldingOffRebuildSwaps,
        inline: inlineProjectionHook(PROJECTORS, { lockedAtBegin: true }),
      }),
      // The embedded database takes one connection: no LISTEN connection beside it; subscriptions poll.
      listen: !embedded,
    });
    store = postgresStore;
    logger.info(`Event store: PostgreSQL; projections ${config.projectionMode === 'inline' ? 'inline, in each append' : 'catch up in the worker'}`);
  }

  const redisUrl = database.source === 'embedded' ? undefined : await resolveRedis(config.redisUrl, config.localRedisPort);
  if (!redisUrl) {
    logger.warn(
      database.source === 'embedded'
        ? 'Jobs are off: the embedded database takes one connection, so no worker runs beside it'
        : 'No Redis at REDIS_URL or localhost:6379: running without jobs (no scheduled work, no rebuild jobs)',
    );
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    pool,
    // Codes and reset links in a log are fine on a developer's machine, never in production.
    ...(config.nodeEnv !== 'production' && { log: (fields, line) => logger.info({ mail: fields }, line) }),
  });
  if (mailer.kind === 'outbox') logger.warn('No SMTP_URL: e-mail is not sent but kept in the mail_outbox table');

  const runtime: Runtime = {
    config,
    database,
    pool,
    store,
    postgresStore,
    redisUrl,
    mailer,
    projectors: PROJECTORS,
    async close() {
      await mailer.close();
      await store.close();
      await pool.end();
      await database.close();
    },
  };
  await bringProjectionsUpToDate(runtime, logger);
  return runtime;
}

/** A projector whose code version differs from the one that built its tables is rebuilt before serving. */
export async function bringProjectionsUpToDate(runtime: Runtime, logger: Logger): Promise<void> {
  const outdated = await outdatedProjectors(runtime.pool, runtime.projectors);
  if (outdated.length === 0) return;
  const events = await countEvents(runtime);
  if (events === 0) {
    for (const projector of outdated) await recordProjectorVersion(runtime.pool, projector);
    return;
  }
  const names = outdated.map((projector) => projector.name).join(', ');
  logger.warn({ projectors: names }, `Projections out of date (${names}): rebuilding from ${events} events`);
  for (const result of await rebuildWith(runtime, outdated)) logger.info(result, `Projection ${result.projector} rebuilt`);
}

type RebuildWithOptions = { dryRun?: boolean; batchSize?: number; onProgress?: RebuildManyOptions['onProgress'] };

/** Rebuilds one projector, or several in one replay of the history (one result each). */
export function rebuildWith(runtime: Runtime, projector: Projector, options?: RebuildWithOptions): Promise<RebuildResult>;
export function rebuildWith(runtime: Runtime, projectors: readonly Projector[], options?: RebuildWithOptions): Promise<RebuildResult[]>;
export async function rebuildWith(
  runtime: Runtime,
  which: Projector | readonly Projector[],
  options: RebuildWithOptions = {},
): Promise<RebuildResult | RebuildResult[]> {
  const postgres = runtime.postgresStore;
  const results = await rebuildProjections({
    pool: runtime.pool,
    store: runtime.store,
    projectors: isProjectorList(which) ? which : [which],
    mode: runtime.config.projectionMode,
    dryRun: options.dryRun,
    batchSize: options.batchSize,
    onProgress: options.onProgress,
    readCommittedAfter: postgres ? (db, after, limit) => postgres.readCommittedAfter(db, after, limit) : undefined,
    countEvents: () => countEvents(runtime),
  });
  return isProjectorList(which) ? results : results[0];
}

const isProjectorList = (which: Projector | readonly Projector[]): which is readonly Projector[] => Array.isArray(which);

export async function countEvents(runtime: Runtime): Promise<number> {
  return runtime.postgresStore ? runtime.postgresStore.countEvents() : 0;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable url)';
  }
}
