import type { Queryable } from '@ledgerline/projections';

/** The page of a list asked for (`pageOf`). */
export interface AdminPageRequest {
  page: number;
  limit: number;
}

/** An admin list's SQL, in parts, so that its count and its page filter the same rows. */
export interface AdminListSql {
  /** What a row selects. */
  select: string;
  /** The tables and their joins (without FROM). */
  from: string;
  /** What the count reads instead of `from`, when `from`'s further joins only add columns to a row. */
  countFrom?: string;
  /** The filter, over `values` ($1 … $n). */
  where: string;
  values: unknown[];
  /** Ends with a unique key, so that the pages neither repeat nor skip a row. */
  orderBy: string;
}

/**
 * One page of an admin list and how many rows the filter matches: a count, then (unless the page
 * is past the end) the rows of the page. The count reads no columns of the page's select, so a
 * row's sub-queries (counts, joined names) run for the rows shown only.
 */
export async function adminPage<Row>(db: Queryable, list: AdminListSql, page: AdminPageRequest): Promise<{ rows: Row[]; total: number }> {
  const { rows: counted } = await db.query(`SELECT count(*)::int AS total FROM ${list.countFrom ?? list.from} WHERE ${list.where}`, list.values);
  const total = (counted[0] as { total: number }).total;
  const offset = (page.page - 1) * page.limit;
  if (offset >= total) return { rows: [], total };
  const next = list.values.length;
  const { rows } = await db.query(
    `SELECT ${list.select} FROM ${list.from} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${next + 1} OFFSET $${next + 2}`,
    [...list.values, page.limit, offset],
  );
  return { rows: rows as Row[], total };
}

/** What every admin list answers: `{ success, data, page, limit, total }`. */
export const adminListAnswer = <T>(data: T[], total: number, page: AdminPageRequest) => ({
  success: true as const,
  data,
  page: page.page,
  limit: page.limit,
  total,
});
