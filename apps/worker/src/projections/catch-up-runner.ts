import type { Logger } from 'pino';
import type { Runtime } from '@ledgerline/platform';
import { CatchUpProjection } from '@ledgerline/projections';

/**
 * In catch-up mode (EventStoreDB, or PROJECTION_MODE=catch-up) every projector follows the event
 * store from its checkpoint. A projector that fails stops alone and is restarted after a pause;
 * its checkpoint guarantees no event is applied twice.
 */
export async function startCatchUpProjections(runtime: Runtime, logger: Logger): Promise<() => Promise<void>> {
  const running = new Set<CatchUpProjection>();
  let stopping = false;
  const start = async (projection: CatchUpProjection) => {
    await projection.start();
    running.add(projection);
  };
  for (const projector of runtime.projectors) {
    const projection: CatchUpProjection = new CatchUpProjection(runtime.store, runtime.pool, projector, (error) => {
      logger.error({ err: error, projector: projector.name }, `Projection ${projector.name} stopped; restarting in 5 s`);
      running.delete(projection);
      setTimeout(() => {
        if (!stopping) void start(projection).catch((e) => logger.error({ err: e }, `Projection ${projector.name} could not restart`));
      }, 5000).unref();
    });
    await start(projection);
    logger.info(`Projection ${projector.name} v${projector.version} catching up`);
  }
  return async () => {
    stopping = true;
    await Promise.all([...running].map((projection) => projection.stop()));
  };
}
