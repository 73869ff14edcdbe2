import { execute, sql, type Queryable } from '../db.js';
import type { Projector } from './projector.js';

/** Projectors whose tables were built by another version of their code (or never recorded). */
export async function outdatedProjectors(db: Queryable, projectors: readonly Projector[]): Promise<Projector[]> {
  const rows = await execute<{ projector: string; version: number }>(db, sql.table('projection_versions').select('projector', 'version'));
  const built = new Map(rows.map((row) => [row.projector, row.version]));
  return projectors.filter((projector) => built.get(projector.name) !== projector.version);
}

export async function recordProjectorVersion(db: Queryable, projector: Projector): Promise<void> {
  await execute(
    db,
    sql.table('projection_versions').insert({ projector: projector.name, version: projector.version, rebuilt_at: new Date() }).onConflict('projector').merge(),
  );
}
