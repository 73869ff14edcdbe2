/**
 * npm run rebuild -- <projection|all> [--dry-run] [--queue]
 *
 * Replays the event history into fresh tables for a read model, compares them with the live
 * ones and swaps them in. By default it runs here and prints its progress; with --queue it
 * enqueues the same BullMQ job the admin API does and follows its progress (a worker must run).
 */
import { Queue, QueueEvents } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions, type RebuildJobProgress } from '@ledgerline/jobs';
import { createRuntime, loadConfigOrExit, rebuildWith } from '@ledgerline/platform';
import { PROJECTORS, projectorNamed } from '@ledgerline/projections';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const dryRun = args.includes('--dry-run');
const viaQueue = args.includes('--queue');
const names = PROJECTORS.map((p) => p.name).join(', ');

if (!name || (name !== 'all' && !projectorNamed(name))) {
  console.error(`Usage: npm run rebuild -- <projection|all> [--dry-run] [--queue]\nProjections: ${names}`);
  process.exit(2);
}

const printProgress = (projector: string, p: Pick<RebuildJobProgress, 'phase' | 'percent' | 'processed' | 'total' | 'eventsPerSecond'>) =>
  process.stdout.write(`\r${projector}: ${p.phase} ${p.percent}% (${p.processed}/${p.total} events, ${p.eventsPerSecond} events/s)   `);

const config = loadConfigOrExit();
// Logs go to stderr: stdout carries the progress and the result.
const logger = pino({ level: 'warn' }, pino.destination(2));
const runtime = await createRuntime(config, logger);
try {
  const projectors = name === 'all' ? PROJECTORS : [projectorNamed(name)!];
  if (!viaQueue) {
    // Every projector named, in one replay of the history.
    const results = await rebuildWith(runtime, projectors, { dryRun, onProgress: (p) => void printProgress(name, p) });
    console.log(`\n${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}`);
  }
  for (const projector of viaQueue ? projectors : []) {
    // Through the worker: one job per projector (the admin API's unit).
    if (!runtime.redisUrl) throw new Error('--queue needs Redis (REDIS_URL or localhost:6379)');
    const options = queueOptions(runtime.redisUrl, config.queuePrefix);
    const queue = new Queue(QUEUES.projections, options);
    const events = new QueueEvents(QUEUES.projections, options);
    const job = await queue.add(JOBS.rebuildProjection, { projector: projector.name, dryRun, requestedBy: 'cli' });
    events.on('progress', ({ jobId, data }) => {
      if (jobId === job.id) printProgress(projector.name, data as RebuildJobProgress);
    });
    const result = await job.waitUntilFinished(events);
    console.log(`\n${JSON.stringify(result, null, 2)}`);
    await events.close();
    await queue.close();
  }
} finally {
  await runtime.close();
}
