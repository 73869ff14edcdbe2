import { insertRows, updateRows } from './batch-writes.js';
import type { ProjectionContext } from './projector.js';

type Row = Record<string, unknown>;

/**
 * What a batch of events does to one table's rows, by key: the rows it creates, and the columns it
 * sets on rows that were there before. Folded in memory, then written in one INSERT and one UPDATE
 * per set of columns changed, whatever the number of events. A change to a row the batch created
 * goes into that row; a later value of a column replaces an earlier one. So the table ends as it
 * would after the events' statements one by one.
 */
export class RowChanges {
  private readonly created: Row[] = [];
  private readonly createdByKey = new Map<string, Row>();
  /** Rows from before the batch: their key's columns and the values set on them. */
  private readonly changed = new Map<string, Row>();

  constructor(
    private readonly table: string,
    private readonly key: readonly string[],
  ) {}

  /** A new row. Every row created names the same columns, all a later change may set (null when none). */
  insert(row: Row): void {
    const id = this.idOf(row);
    this.created.push(row);
    this.createdByKey.set(id, row);
    // Changes before it found no row to change.
    this.changed.delete(id);
  }

  /** Sets `values` on the row with `key`'s columns (nothing when there is no such row). */
  update(key: Row, values: Row): void {
    const id = this.idOf(key);
    const created = this.createdByKey.get(id);
    if (!created) {
      this.changed.set(id, { ...(this.changed.get(id) ?? key), ...values });
      return;
    }
    for (const column of Object.keys(values)) {
      if (!Object.hasOwn(created, column)) throw new Error(`${this.table}: a created row lacks the column ${column} that a change sets`);
    }
    Object.assign(created, values);
  }

  async write(ctx: ProjectionContext): Promise<void> {
    await insertRows(ctx, this.table, this.created);
    const byColumns = new Map<string, Row[]>();
    for (const row of this.changed.values()) {
      const columns = Object.keys(row).sort().join('\u0000');
      const rows = byColumns.get(columns);
      if (rows) rows.push(row);
      else byColumns.set(columns, [row]);
    }
    for (const rows of byColumns.values()) await updateRows(ctx, this.table, this.key, rows);
  }

  private idOf(row: Row): string {
    return this.key.map((column) => String(row[column])).join('\u0000');
  }
}
