import { planById, planStatus, type PlanId, type SubscriptionState } from '@ledgerline/ledger';

/** A business as the admin lists show it. */
export interface AdminBusinessRow {
  id: string;
  name: string;
  currency: string;
  typeOfBusiness: string | null;
  /** Set for a sub-business (it lives on its parent's plan). */
  parentBusinessId: string | null;
  createdAt: string;
  deactivated: boolean;
  deactivatedAt: string | null;
  /** The partner that brought the business, null when none did. */
  partnerId: string | null;
  owner: { userId: string; email: string; firstName: string | null; lastName: string | null } | null;
  /** The plan in force now (as GET /payment/plan reads it), null before any subscription. */
  planId: PlanId | null;
  planName: string | null;
}

export interface BusinessDbRow {
  business_id: string;
  name: string;
  currency: string;
  type_of_business: string | null;
  parent_business_id: string | null;
  created_at: Date;
  deactivated_at: Date | null;
  partner_id: string | null;
  owner_id: string | null;
  owner_email: string | null;
  first_name: string | null;
  last_name: string | null;
  subscription: SubscriptionState | null;
}

/** The columns of `BusinessDbRow`, from `BUSINESS_ROW_FROM`. */
export const BUSINESS_ROW_COLUMNS = `b.business_id, b.name, b.currency, b.type_of_business, b.parent_business_id, b.created_at, b.deactivated_at,
         bp.partner_id, o.user_id AS owner_id, o.email AS owner_email, u.first_name, u.last_name, sub.state AS subscription`;

/** `businesses b` and its joins: partner `bp`, owner `o` (member) and `u` (user), the plan holder's subscription `sub`. */
export const BUSINESS_ROW_FROM = `businesses b
    LEFT JOIN business_partners bp ON bp.business_id = b.business_id
    LEFT JOIN team_members o ON o.business_id = b.business_id AND o.role = 'owner'
    LEFT JOIN users u ON u.user_id = o.user_id
    LEFT JOIN subscriptions sub ON sub.business_id = coalesce(b.parent_business_id, b.business_id)`;

/** Columns and joins of `BusinessDbRow` (owner, partner, the plan holder's subscription), on `businesses b`. */
export const BUSINESS_ROW_SELECT = `SELECT ${BUSINESS_ROW_COLUMNS} FROM ${BUSINESS_ROW_FROM}`;

export function adminBusinessRow(row: BusinessDbRow, now = new Date().toISOString()): AdminBusinessRow {
  const planId = row.subscription?.exists ? planStatus(row.subscription, now).planId : null;
  return {
    id: row.business_id,
    name: row.name,
    currency: row.currency.trim(),
    typeOfBusiness: row.type_of_business,
    parentBusinessId: row.parent_business_id,
    createdAt: row.created_at.toISOString(),
    deactivated: row.deactivated_at !== null,
    deactivatedAt: row.deactivated_at ? row.deactivated_at.toISOString() : null,
    partnerId: row.partner_id,
    owner: row.owner_id ? { userId: row.owner_id, email: row.owner_email ?? '', firstName: row.first_name, lastName: row.last_name } : null,
    planId,
    planName: planId !== null ? planById(planId).name : null,
  };
}
