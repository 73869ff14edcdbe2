/** npm run migrate: brings the database (DATABASE_URL, or the local/embedded default) to the latest schema. */
import pino from 'pino';
import { migrateLatest } from '@ledgerline/migrations';
import { loadConfigOrExit, resolveDatabase } from '@ledgerline/platform';

const config = loadConfigOrExit();
const database = await resolveDatabase(config);
try {
  const applied = await migrateLatest(database.url);
  pino().info(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'Already up to date');
} finally {
  await database.close();
}
