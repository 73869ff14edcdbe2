import type { Logger } from 'pino';

/** A process's main(): runs it, and on SIGINT/SIGTERM stops what it started before exiting; a failure exits 1. */
export function runMain(main: () => Promise<{ logger: Logger; stop: () => Promise<void> }>): void {
  main()
    .then(({ logger, stop }) => {
      let shuttingDown = false;
      const shutdown = async (signal: string) => {
        if (shuttingDown) return;
        shuttingDown = true;
        logger.info(`${signal}: shutting down`);
        try {
          await stop();
        } catch (error) {
          logger.error({ err: error }, 'Stopping failed');
          process.exit(1);
        }
        process.exit(0);
      };
      process.once('SIGINT', () => void shutdown('SIGINT'));
      process.once('SIGTERM', () => void shutdown('SIGTERM'));
      // Started by scripts/start.mjs: if it disappears (kill -9), stop too rather than run on as an orphan.
      const supervisor = Number(process.env.LEDGERLINE_SUPERVISOR_PID);
      if (supervisor > 0) {
        const watch = setInterval(() => {
          if (process.ppid !== supervisor) {
            clearInterval(watch);
            void shutdown('supervisor gone');
          }
        }, 1000);
        watch.unref();
      }
    })
    .catch((error) => {
      // A refusal that explains itself (the embedded database in use) is printed as its message.
      console.error(error instanceof Error && error.name === 'EmbeddedDatabaseInUseError' ? error.message : error);
      process.exit(1);
    });
}
