import { Worker } from 'bullmq';
import pino from 'pino';
import { QUEUES, queueOptions } from '@ledgerline/jobs';
import { createRuntime, loadConfigOrExit, runMain } from '@ledgerline/platform';
import { rebuildProjectionProcessor } from './jobs/rebuild-projection/rebuild-projection.processor.js';
import { startCatchUpProjections } from './projections/catch-up-runner.js';

/** The worker: catch-up projections (when not inline) and the job queues (rebuilds; reminders and reports come later). */
async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel, base: { service: 'worker' } });
  const runtime = await createRuntime(config, logger);
  if (!runtime.redisUrl) {
    logger.error('The worker needs Redis (REDIS_URL or localhost:6379) and a PostgreSQL server; nothing to do');
    await runtime.close();
    process.exit(1);
  }

  const stopProjections = config.projectionMode === 'catch-up' ? await startCatchUpProjections(runtime, logger) : async () => undefined;
  const rebuilds = new Worker(QUEUES.projections, rebuildProjectionProcessor(runtime), {
    ...queueOptions(runtime.redisUrl, config.queuePrefix),
    concurrency: 1,
  });
  rebuilds.on('failed', (job, error) => logger.error({ err: error, jobId: job?.id }, 'Rebuild failed'));
  rebuilds.on('completed', (job, result) => logger.info({ jobId: job.id, result }, 'Rebuild done'));
  logger.info(`Worker running: queue ${QUEUES.projections}; projections ${config.projectionMode}`);

  return {
    logger,
    async stop() {
      await rebuilds.close();
      await stopProjections();
      await runtime.close();
    },
  };
}

runMain(main);
