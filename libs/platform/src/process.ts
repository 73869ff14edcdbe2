import type { Logger } from 'pino';

/** A process's main(): runs it, and on SIGINT/SIGTERM stops what it started before exiting; a failure exits 1. */
export function runMain(main: () => Promise<{ logger: Logger; stop: () => Promise<void> }>): void {
  main()
    .then(({ logger, stop }) => {
      const shutdown = async (signal: string) => {
        logger.info(`${signal}: shutting down`);
        await stop();
        process.exit(0);
      };
      process.once('SIGINT', () => void shutdown('SIGINT'));
      process.once('SIGTERM', () => void shutdown('SIGTERM'));
    })
    .catch((error) => {
      // A refusal that explains itself (the embedded database in use) is printed as its message.
      console.error(error instanceof Error && error.name === 'EmbeddedDatabaseInUseError' ? error.message : error);
      process.exit(1);
    });
}
