import { Queue, Worker } from 'bullmq';
import pino from 'pino';
import {
  clockFromEnvironment,
  DEPRECIATION_EVERY_MS,
  DEPRECIATION_SCHEDULER_ID,
  INVOICE_REMINDERS_EVERY_MS,
  INVOICE_REMINDERS_SCHEDULER_ID,
  JOBS,
  MAIL_DELIVERY_EVERY_MS,
  MAIL_DELIVERY_SCHEDULER_ID,
  PLAN_EXPIRY_EVERY_MS,
  PLAN_EXPIRY_SCHEDULER_ID,
  PLAN_RENEWAL_EVERY_MS,
  PLAN_RENEWAL_SCHEDULER_ID,
  QUEUES,
  SCHEDULED_MAIL_EVERY_MS,
  SCHEDULED_MAIL_SCHEDULER_ID,
  queueOptions,
} from '@ledgerline/jobs';
import { createRuntime, loadConfigOrExit, paymentProviderOf, runMain } from '@ledgerline/platform';
import { scheduledMailProcessor } from './jobs/scheduled-mail/scheduled-mail.processor.js';
import { depreciationProcessor } from './jobs/depreciation/depreciation.processor.js';
import { bulkImportProcessor } from './jobs/bulk-import/bulk-import.processor.js';
import { productImportProcessor } from './jobs/product-import/product-import.processor.js';
import { invoiceRemindersProcessor } from './jobs/invoice-reminders/invoice-reminders.processor.js';
import { planExpiryProcessor } from './jobs/plan-expiry/plan-expiry.processor.js';
import { planRenewalProcessor } from './jobs/plan-renewal/plan-renewal.processor.js';
import { rebuildProjectionProcessor } from './jobs/rebuild-projection/rebuild-projection.processor.js';
import { startCatchUpProjections } from './projections/catch-up-runner.js';

/** The worker: catch-up projections (when not inline) and the job queues (rebuilds, plan expiry; reminders and reports come later). */
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
  const options = queueOptions(runtime.redisUrl, config.queuePrefix);
  const rebuilds = new Worker(QUEUES.projections, rebuildProjectionProcessor(runtime), { ...options, concurrency: 1 });
  rebuilds.on('failed', (job, error) => logger.error({ err: error, jobId: job?.id }, 'Rebuild failed'));
  rebuilds.on('completed', (job, result) => logger.info({ jobId: job.id, result }, 'Rebuild done'));
  const bulkImport = bulkImportProcessor(runtime);
  const productImport = productImportProcessor(runtime);
  const imports = new Worker(QUEUES.imports, (job) => (job.name === JOBS.productImport ? productImport(job) : bulkImport(job)), { ...options, concurrency: 2 });
  imports.on('failed', (job, error) => logger.error({ err: error, jobId: job?.id }, 'Bulk import failed'));

  // Scheduled work: upserting the scheduler at every start keeps exactly one schedule, whatever ran before.
  const scheduledQueue = new Queue(QUEUES.scheduled, options);
  await scheduledQueue.upsertJobScheduler(
    PLAN_EXPIRY_SCHEDULER_ID,
    { every: PLAN_EXPIRY_EVERY_MS },
    { name: JOBS.planExpiry, opts: { removeOnComplete: 100, removeOnFail: 500 } },
  );
  await scheduledQueue.upsertJobScheduler(
    PLAN_RENEWAL_SCHEDULER_ID,
    { every: PLAN_RENEWAL_EVERY_MS },
    { name: JOBS.planRenewal, opts: { removeOnComplete: 100, removeOnFail: 500 } },
  );
  await scheduledQueue.upsertJobScheduler(
    INVOICE_REMINDERS_SCHEDULER_ID,
    { every: INVOICE_REMINDERS_EVERY_MS },
    { name: JOBS.invoiceReminders, opts: { removeOnComplete: 100, removeOnFail: 500 } },
  );
  await scheduledQueue.upsertJobScheduler(
    DEPRECIATION_SCHEDULER_ID,
    { every: DEPRECIATION_EVERY_MS },
    { name: JOBS.depreciation, opts: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 100, removeOnFail: 500 } },
  );
  await scheduledQueue.upsertJobScheduler(
    MAIL_DELIVERY_SCHEDULER_ID,
    { every: MAIL_DELIVERY_EVERY_MS },
    { name: JOBS.mailDelivery, opts: { removeOnComplete: 20, removeOnFail: 500 } },
  );
  await scheduledQueue.upsertJobScheduler(
    SCHEDULED_MAIL_SCHEDULER_ID,
    { every: SCHEDULED_MAIL_EVERY_MS },
    { name: JOBS.scheduledMail, opts: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 100, removeOnFail: 500 } },
  );
  const clock = clockFromEnvironment();
  const planExpiry = planExpiryProcessor(runtime, logger);
  // Renewals charge saved cards: Paystack with PAYSTACK_SECRET_KEY, otherwise a simulator of this process.
  const payments = await paymentProviderOf(config);
  const planRenewal = planRenewalProcessor(runtime, payments.provider, logger);
  const invoiceReminders = invoiceRemindersProcessor(runtime, logger);
  const depreciation = depreciationProcessor(runtime, clock, logger);
  const scheduledMail = scheduledMailProcessor(runtime, clock, logger);
  const scheduled = new Worker(
    QUEUES.scheduled,
    async (job) => {
      if (job.name === JOBS.planExpiry) return planExpiry(job);
      if (job.name === JOBS.planRenewal) return planRenewal(job);
      if (job.name === JOBS.invoiceReminders) return invoiceReminders(job);
      if (job.name === JOBS.depreciation) return depreciation(job);
      if (job.name === JOBS.mailDelivery) return runtime.mailer.deliverPending();
      if (job.name === JOBS.scheduledMail) return scheduledMail(job);
      throw new Error(`Unknown scheduled job ${job.name}`);
    },
    { ...options, concurrency: 1 },
  );
  scheduled.on('failed', (job, error) => logger.error({ err: error, jobId: job?.id, job: job?.name }, 'Scheduled job failed'));
  scheduled.on('completed', (job, result) => logger.info({ jobId: job.id, job: job.name, result }, 'Scheduled job done'));
  logger.info(
    `Worker running: queues ${QUEUES.projections}, ${QUEUES.imports}, ${QUEUES.scheduled} (plan expiry every ${PLAN_EXPIRY_EVERY_MS / 60_000} min); projections ${config.projectionMode}`,
  );

  return {
    logger,
    async stop() {
      await scheduled.close();
      await scheduledQueue.close();
      await payments.stop();
      await rebuilds.close();
      await imports.close();
      await stopProjections();
      await runtime.close();
    },
  };
}

runMain(main);
