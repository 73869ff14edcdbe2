import type { Queryable } from '@ledgerline/projections';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "First Last" of each user id (users are a plain table, not events); ids of no user are left out. */
export async function loadUserNames(db: Queryable, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = userIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return new Map();
  const { rows } = await db.query(
    "SELECT user_id::text AS id, trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE user_id = ANY($1::uuid[])",
    [ids],
  );
  return new Map((rows as { id: string; name: string }[]).map((row) => [row.id, row.name]));
}
