import type { Queryable } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BUSINESS_NOT_FOUND_MESSAGE = 'Business not found';

/** The business an admin route names, as the admin may see it. */
export interface ScopedBusiness {
  businessId: string;
  name: string;
  partnerId: string | null;
}

/**
 * The business `{id}` names, when this admin may see it: staff see every business, a partner
 * admin only those their partner brought (`business_partners`). Anything else, a malformed id
 * included, is 404, so another partner's ids reveal nothing.
 */
export async function businessInScope(db: Queryable, admin: CurrentAdminInfo, businessId: string): Promise<ScopedBusiness> {
  if (!UUID.test(businessId)) throw AppError.notFound(BUSINESS_NOT_FOUND_MESSAGE);
  const { rows } = await db.query(
    `SELECT b.business_id, b.name, bp.partner_id FROM businesses b LEFT JOIN business_partners bp ON bp.business_id = b.business_id WHERE b.business_id = $1`,
    [businessId],
  );
  const row = rows[0] as { business_id: string; name: string; partner_id: string | null } | undefined;
  if (!row || (admin.role !== 'staff' && row.partner_id !== admin.partnerId)) throw AppError.notFound(BUSINESS_NOT_FOUND_MESSAGE);
  return { businessId: row.business_id, name: row.name, partnerId: row.partner_id };
}

const NO_PARTNER = '00000000-0000-0000-0000-000000000000';

/** The partner whose businesses a list may show: a partner admin's own always; staff the one they filter by, or all (null). */
export function partnerFilter(admin: CurrentAdminInfo, requested: string | undefined): string | null {
  // A partner admin without a partner (never made so) sees nothing rather than everything.
  if (admin.role !== 'staff') return admin.partnerId ?? NO_PARTNER;
  return requested ?? null;
}
