import 'reflect-metadata';
import pino from 'pino';
import { createRuntime, loadConfigOrExit, runMain } from '@ledgerline/platform';
import { createApp } from './app.factory.js';

async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel, base: { service: 'api' } });
  const runtime = await createRuntime(config, logger);
  const app = await createApp(runtime, logger);
  await app.listen({ port: config.port, host: config.host });
  logger.info(`Ledgerline API on http://${config.host}:${config.port} (OpenAPI at /api/docs, health at /health)`);

  return {
    logger,
    async stop() {
      await app.close();
      await runtime.close();
    },
  };
}

runMain(main);
