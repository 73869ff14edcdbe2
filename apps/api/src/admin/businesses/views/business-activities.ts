import { upcast } from '@ledgerline/events';
import type { Queryable } from '@ledgerline/projections';
import { summariseBusinessEvent } from '../../../dashboard/queries/get-top-events/business-event-summary.js';
import { adminPage, type AdminPageRequest } from '../../http/admin-page.js';

/** One event of a business as the admin's activity lists show it. */
export interface BusinessActivity {
  position: string;
  /** When the store recorded it (ISO). */
  date: string;
  businessId: string;
  businessName: string;
  type: string;
  /** The dashboard's one-line account of the event ("top events"). */
  title: string;
  description: string | null;
  reference: string | null;
  userId: string | null;
  userName: string | null;
  /** Set when a provider admin did it (deactivation, plan change, …). */
  adminId: string | null;
  adminName: string | null;
}

interface ActivityDbRow {
  position: string;
  recorded_at: Date;
  business_id: string;
  business_name: string;
  type: string;
  version: number;
  data: unknown;
  user_id: string | null;
  user_name: string | null;
  admin_id: string | null;
  admin_name: string | null;
}

/**
 * The latest events of businesses, newest first, from the event store's `events` table and its
 * metadata (who did it): every business, one partner's (`partnerId`) or one business's. The
 * owner being assigned with a new business is left out, as on the dashboard.
 */
export async function businessActivities(
  db: Queryable,
  scope: { businessId?: string; partnerId: string | null },
  range: { startDate: string; endDate: string },
  page: AdminPageRequest,
): Promise<{ rows: BusinessActivity[]; total: number }> {
  const { rows, total } = await adminPage<ActivityDbRow>(
    db,
    {
      select: `e.position::text AS position, e.recorded_at, b.business_id, b.name AS business_name, e.type, e.version, e.data,
        e.metadata->>'userId' AS user_id,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS user_name,
        e.metadata->>'adminId' AS admin_id, a.name AS admin_name`,
      from: `events e
        JOIN businesses b ON 'business-' || b.business_id = e.stream_id
        LEFT JOIN users u ON u.user_id::text = e.metadata->>'userId'
        LEFT JOIN admin_users a ON a.admin_id::text = e.metadata->>'adminId'`,
      // Every business stream has its business row: the count reads the events alone.
      countFrom: 'events e',
      where: `e.stream_id LIKE 'business-%' AND e.type <> 'TeamOwnerAssigned'
        AND ($1::text IS NULL OR e.stream_id = 'business-' || $1)
        AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM business_partners bp WHERE 'business-' || bp.business_id = e.stream_id AND bp.partner_id = $2))
        AND e.recorded_at >= $3::date AND e.recorded_at < $4::date + 1`,
      values: [scope.businessId ?? null, scope.partnerId, range.startDate, range.endDate],
      orderBy: 'e.position DESC',
    },
    page,
  );
  return { rows: rows.map(activityOf), total };
}

function activityOf(row: ActivityDbRow): BusinessActivity {
  let data = (row.data ?? {}) as Record<string, unknown>;
  try {
    data = upcast({ type: row.type, version: row.version, data: row.data }).data as Record<string, unknown>;
  } catch {
    // An event type this build does not know: summarised from its data as stored.
  }
  return {
    position: row.position,
    date: row.recorded_at.toISOString(),
    businessId: row.business_id,
    businessName: row.business_name,
    type: row.type,
    ...summariseBusinessEvent(row.type, data),
    userId: row.user_id,
    userName: row.user_name,
    adminId: row.admin_id,
    adminName: row.admin_name,
  };
}
