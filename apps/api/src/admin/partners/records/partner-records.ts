import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { seesPartner } from '../../auth/current-admin.decorator.js';

type Db = Pick<Runtime['pool'], 'query'>;

export interface PartnerRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface PartnerRow {
  partner_id: string;
  name: string;
  email: string;
  phone: string | null;
  created_by: string | null;
  created_at: Date;
}

export const toPartner = (row: PartnerRow): PartnerRecord => ({
  id: row.partner_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
});

export const PARTNER_NOT_FOUND_MESSAGE = 'Partner not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The partner the admin asked for, if they may see it: staff any partner, a partner admin only
 * their own. Anything else (unknown, malformed, another partner's) is the same 404.
 */
export async function visiblePartner(db: Db, admin: CurrentAdminInfo, partnerId: string): Promise<PartnerRecord> {
  if (!UUID.test(partnerId) || !seesPartner(admin, partnerId)) throw AppError.notFound(PARTNER_NOT_FOUND_MESSAGE);
  const { rows } = await db.query<PartnerRow>('SELECT * FROM partners WHERE partner_id = $1', [partnerId]);
  if (!rows[0]) throw AppError.notFound(PARTNER_NOT_FOUND_MESSAGE);
  return toPartner(rows[0]);
}

export const isUuid = (value: string): boolean => UUID.test(value);
