import { addDays, addMonths, daysBetween, FREE_PLAN_ID, PLAN_IDS, planById, planStatus, type PlanId, type SubscriptionState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { ADMIN_TIME_ZONE, type AdminRange } from '../http/admin-query.js';

/**
 * The admin area's statistics (docs/admin.md "Stats"): one query function per stat, all here, each
 * parameterised by a business scope, so `/admin/stats/…` (every business), `/admin/partners/{id}/stats/…`
 * (a partner's) and `/admin/businesses/{id}/stats/…` (one business: the admin businesses feature
 * calls `countStat(db, { kind: 'business', businessId }, stat, range)`) count the same way.
 *
 * Counts only: no money. A day is the product's time zone's (Lagos), as the businesses' "today".
 */

type Db = Pick<Runtime['pool'], 'query'>;

/** Whose numbers: every business, those a partner brought (and their sub-businesses), or one business. */
export type StatsScope = { kind: 'all' } | { kind: 'partner'; partnerId: string } | { kind: 'business'; businessId: string };

export const COUNT_STATS = ['users', 'active-users', 'transactions', 'invoices', 'products', 'entities', 'services', 'paying-customers', 'logins'] as const;
export type CountStat = (typeof COUNT_STATS)[number];

/** Day buckets up to this many days, months beyond. */
export const MAX_DAY_BUCKETS = 62;

export interface StatsPoint {
  /** YYYY-MM-DD for day buckets, YYYY-MM for months. */
  date: string;
  count: number;
}

export interface StatsSeries {
  total: number;
  series: StatsPoint[];
  interval: 'day' | 'month';
}

export interface PlanCount {
  planId: number;
  name: string;
  count: number;
}

export interface PlanStats {
  total: number;
  byPlan: PlanCount[];
}

/** What a count stat reads: its rows, the day each falls on, and what one counts (distinct for people and payers). */
interface StatSource {
  from: string;
  /** SQL of the row's day (a date). */
  day: string;
  /** The timestamp `day` is the day of, when it is one: the range is then read on the column itself (see `inRange`). */
  at?: string;
  /** SQL of the business the row belongs to, or of the user whose memberships place it in a scope. */
  business?: string;
  user?: string;
  /** count(DISTINCT key) instead of count(*). */
  distinct?: string;
  where?: string;
}

const dayOf = (timestamp: string) => `(${timestamp} AT TIME ZONE '${ADMIN_TIME_ZONE}')::date`;
/** A row dated by a timestamp column: its day is the time zone's. */
const stamped = (column: string) => ({ day: dayOf(column), at: column });
/** The instant a day (SQL of a date) starts in the time zone. */
const startOf = (date: string) => `(${date})::timestamp AT TIME ZONE '${ADMIN_TIME_ZONE}'`;

/**
 * SQL keeping the rows whose day is in $1 … $2. A timestamp is compared with the instants the range
 * starts and ends, not through its day, so that an index on the column (migration 088) serves.
 */
const inRange = (source: Pick<StatSource, 'day' | 'at'>): string =>
  source.at ? `${source.at} >= ${startOf('$1::date')} AND ${source.at} < ${startOf('$2::date + 1')}` : `${source.day} BETWEEN $1::date AND $2::date`;

const SOURCES: Record<CountStat, StatSource> = {
  // Accounts created in the range (in a scope: accounts that are members of one of its businesses).
  users: { from: 'users u', ...stamped('u.created_at'), user: 'u.user_id' },
  // Distinct people who signed in (every sign-in starts a session) in the range.
  'active-users': { from: 'sessions s', ...stamped('s.created_at'), user: 's.user_id', distinct: 's.user_id' },
  // Sign-ins: sessions started in the range.
  logins: { from: 'sessions s', ...stamped('s.created_at'), user: 's.user_id' },
  // Posted (not voided) transactions by their date.
  transactions: { from: 'transactions t', day: 't.effective_date', business: 't.business_id', where: "t.status = 'posted'" },
  // Invoices by issue date, deleted ones left out.
  invoices: { from: 'invoices i', day: 'i.issue_date', business: 'i.business_id', where: "i.status <> 'deleted'" },
  products: { from: 'products p', ...stamped('p.created_at'), business: 'p.business_id', where: "p.kind = 'product'" },
  services: { from: 'products p', ...stamped('p.created_at'), business: 'p.business_id', where: "p.kind = 'service'" },
  // Contacts (customers and suppliers: the spec's "entities") created in the range.
  entities: { from: 'contacts c', ...stamped('c.created_at'), business: 'c.business_id' },
  // Businesses that paid for their plan (a plan, an order, more users; not a card change) in the range, refunds left out.
  'paying-customers': {
    from: 'subscription_payments sp',
    ...stamped('sp.paid_at'),
    business: 'sp.business_id',
    distinct: 'sp.business_id',
    where: "NOT sp.refunded AND sp.purpose <> 'change-card'",
  },
};

/** SQL saying a business id is in the scope (its parameter pushed onto `params`). */
function businessInScope(scope: StatsScope, column: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'TRUE';
  if (scope.kind === 'business') {
    params.push(scope.businessId);
    return `${column} = $${params.length}::uuid`;
  }
  params.push(scope.partnerId);
  return `${column} IN (SELECT sb.business_id FROM businesses sb JOIN business_partners bp ON bp.business_id = coalesce(sb.parent_business_id, sb.business_id)
                         WHERE bp.partner_id = $${params.length}::uuid)`;
}

/** SQL saying a user is in the scope: a member of one of its businesses (everyone for `all`). */
function userInScope(scope: StatsScope, column: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'TRUE';
  return `EXISTS (SELECT 1 FROM team_members sm WHERE sm.user_id = ${column} AND ${businessInScope(scope, 'sm.business_id', params)})`;
}

export const intervalOf = (range: AdminRange): 'day' | 'month' => (daysBetween(range.from, range.to) <= MAX_DAY_BUCKETS ? 'day' : 'month');

/** Every bucket of the range, oldest first, so a chart shows the quiet days as zeros. */
export function bucketsOf(range: AdminRange, interval: 'day' | 'month'): string[] {
  const buckets: string[] = [];
  if (interval === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) buckets.push(day);
    return buckets;
  }
  const last = range.to.slice(0, 7);
  for (let month = `${range.from.slice(0, 7)}-01`; month.slice(0, 7) <= last; month = addMonths(month, 1)) buckets.push(month.slice(0, 7));
  return buckets;
}

/** One count stat over the range: its total and its series by day or month. */
export async function countStat(db: Db, scope: StatsScope, stat: CountStat, range: AdminRange): Promise<StatsSeries> {
  const source = SOURCES[stat];
  const interval = intervalOf(range);
  const params: unknown[] = [range.from, range.to];
  const scoped = source.business ? businessInScope(scope, source.business, params) : userInScope(scope, source.user!, params);
  const bucket = interval === 'day' ? `to_char(${source.day}, 'YYYY-MM-DD')` : `to_char(${source.day}, 'YYYY-MM')`;
  const counted = source.distinct ? `count(DISTINCT ${source.distinct})` : 'count(*)';
  // One pass: a row per bucket, and the grand total (distinct over the whole range where it counts people).
  const { rows } = await db.query<{ bucket: string | null; n: string }>(
    `SELECT ${bucket} AS bucket, ${counted} AS n
       FROM ${source.from}
      WHERE ${inRange(source)} AND ${scoped}${source.where ? ` AND ${source.where}` : ''}
      GROUP BY GROUPING SETS ((${bucket}), ())`,
    params,
  );
  const byBucket = new Map(rows.filter((row) => row.bucket !== null).map((row) => [row.bucket!, Number(row.n)]));
  const total = Number(rows.find((row) => row.bucket === null)?.n ?? 0);
  return { total, interval, series: bucketsOf(range, interval).map((date) => ({ date, count: byBucket.get(date) ?? 0 })) };
}

/**
 * Businesses by the plan in force now (a lapsed paid plan counts as Micro; sub-businesses live on
 * their parent's plan and are not counted apart), among those created in the range.
 */
export async function planStat(db: Db, scope: StatsScope, range: AdminRange): Promise<PlanStats> {
  const params: unknown[] = [range.from, range.to];
  const scoped = businessInScope(scope, 'b.business_id', params);
  const { rows } = await db.query<{ subscription: SubscriptionState | null }>(
    `SELECT sub.state AS subscription
       FROM businesses b LEFT JOIN subscriptions sub ON sub.business_id = b.business_id
      WHERE b.parent_business_id IS NULL AND ${inRange(stamped('b.created_at'))} AND ${scoped}`,
    params,
  );
  const now = new Date().toISOString();
  const counts = new Map<PlanId, number>();
  for (const row of rows) {
    const planId = row.subscription?.exists ? planStatus(row.subscription, now).planId : FREE_PLAN_ID;
    counts.set(planId, (counts.get(planId) ?? 0) + 1);
  }
  return { total: rows.length, byPlan: PLAN_IDS.map((planId) => ({ planId, name: planById(planId).name, count: counts.get(planId) ?? 0 })) };
}
