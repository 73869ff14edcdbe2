import { execute, sql, type Queryable } from '../db.js';
import { ALL_STREAMS } from './apply.js';
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

/** What the admin sees of each projector: its code version, the version its tables were built by, and its catch-up checkpoint. */
export interface ProjectorState {
  name: string;
  version: number;
  builtVersion: number | null;
  rebuiltAt: Date | null;
  checkpoint: string | null;
  tables: readonly string[];
}

export async function projectorStates(db: Queryable, projectors: readonly Projector[]): Promise<ProjectorState[]> {
  const versions = await execute<{ projector: string; version: number; rebuilt_at: Date }>(db, sql.table('projection_versions').select('*'));
  const checkpoints = await execute<{ projector: string; position: string | null }>(
    db,
    sql.table('projection_checkpoints').select('projector', 'position').where({ stream_id: ALL_STREAMS }),
  );
  return projectors.map((projector) => {
    const built = versions.find((v) => v.projector === projector.name);
    return {
      name: projector.name,
      version: projector.version,
      builtVersion: built?.version ?? null,
      rebuiltAt: built?.rebuilt_at ?? null,
      checkpoint: checkpoints.find((c) => c.projector === projector.name)?.position ?? null,
      tables: projector.tables,
    };
  });
}
