import type { EventMetadata, RecordedEvent } from '@ledgerline/event-store';
import type { Queryable } from '@ledgerline/projections';
import type { AuditPageRequest } from './audit-events.js';
import type { AuditSource } from './audit-source.js';

interface EventRow {
  position: string;
  id: string;
  stream_id: string;
  revision: string;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata | null;
  recorded_at: Date;
  hash: string;
}

const COLUMNS = 'position, id, stream_id, revision, type, version, data, metadata, recorded_at, hash';

const toEvent = (row: EventRow): RecordedEvent => ({
  id: row.id,
  stream: row.stream_id,
  revision: BigInt(row.revision),
  position: BigInt(row.position),
  type: row.type,
  version: row.version,
  data: row.data,
  metadata: row.metadata ?? {},
  recordedAt: row.recorded_at,
  hash: row.hash,
});

/**
 * The audit trail straight from the `events` table (read-only: the store's port has no filtered
 * reads). One stream's rows come by the (stream_id, revision) index; within a stream revision order
 * is position order, since its appends are serialised. The document test is the jsonpath twin of
 * `carriesAnyId`: the id as any string value anywhere in the data.
 */
export class PostgresAuditSource implements AuditSource {
  readonly kind = 'postgres';

  constructor(private readonly db: Queryable) {}

  async page(stream: string, request: AuditPageRequest): Promise<{ events: RecordedEvent[]; total: number }> {
    const { filter } = request;
    const values: unknown[] = [stream];
    const bind = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const where = ['stream_id = $1'];
    if (filter.types) where.push(`type = ANY(${bind(filter.types)}::text[])`);
    if (filter.userId !== undefined) where.push(`metadata->>'userId' = ${bind(filter.userId)}`);
    if (filter.from) where.push(`recorded_at >= ${bind(filter.from)}`);
    if (filter.to) where.push(`recorded_at < ${bind(filter.to)}`);
    if (filter.document !== undefined) {
      const ids = await this.documentIds(stream, filter.document);
      where.push(
        `EXISTS (SELECT 1 FROM unnest(${bind(ids)}::text[]) AS d(id) WHERE jsonb_path_exists(data, '$.** ? (@ == $id)', jsonb_build_object('id', d.id)))`,
      );
    }
    const condition = where.join(' AND ');
    const { rows: counted } = await this.db.query(`SELECT count(*)::int AS total FROM events WHERE ${condition}`, values);
    const total = (counted[0] as { total: number }).total;
    if (total === 0) return { events: [], total };
    const direction = request.order === 'asc' ? 'ASC' : 'DESC';
    const limit = bind(request.limit);
    const offset = bind((request.page - 1) * request.limit);
    const { rows } = await this.db.query(
      `SELECT ${COLUMNS} FROM events WHERE ${condition} ORDER BY revision ${direction} LIMIT ${limit} OFFSET ${offset}`,
      values,
    );
    return { events: (rows as EventRow[]).map(toEvent), total };
  }

  async byPosition(stream: string, position: bigint): Promise<RecordedEvent | undefined> {
    const { rows } = await this.db.query(`SELECT ${COLUMNS} FROM events WHERE position = $1 AND stream_id = $2`, [position.toString(), stream]);
    return rows.length === 0 ? undefined : toEvent(rows[0] as EventRow);
  }

  /** As `documentIdsFor`: a reference stands for the id of the transaction recorded with it. */
  private async documentIds(stream: string, document: string): Promise<string[]> {
    const { rows } = await this.db.query(
      `SELECT DISTINCT data->>'transactionId' AS id FROM events WHERE stream_id = $1 AND data->>'reference' = $2 AND data->>'transactionId' IS NOT NULL`,
      [stream, document],
    );
    return rows.length > 0 ? (rows as { id: string }[]).map((row) => row.id) : [document];
  }
}
