import { bankAccountNamesOf, documentItems, execute, findBusiness, getBusinessProfile, sql, type Queryable } from '@ledgerline/projections';
import { RECEIPT_EVENT_TYPES, toReceiptView, type ReceiptView } from './receipt-view.js';

export interface FoundReceipt {
  view: ReceiptView;
  /** The contact's e-mail, where the receipt is resent when no address is given (never shown publicly). */
  customerEmail: string | null;
  /** The business profile's company image, whose logo the PDF draws (loadBusinessLogo); not part of the view. */
  companyImage: string | null;
}

interface ReceiptRow {
  event_type: string;
  reference: string;
  type: string;
  status: string;
  effective_date: string;
  amount: string;
  paid: string | null;
  balance_due: string;
  due_date: string | null;
  account: string;
  description: string | null;
  items: unknown;
  document: Record<string, unknown> | null;
  contact_id: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  email: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Business ids are UUIDs: anything else names no business (and must not reach a uuid column). */
export const isBusinessId = (value: string): boolean => UUID.test(value);

/**
 * The receipt of the business's document with this reference, read from the read models; nothing
 * when the business has no such document or the document has no receipt (a transfer, a stock
 * movement). The business id always comes from the caller (the session, or the public link's
 * orgId), so a reference of another business is simply not found.
 */
export async function findReceipt(db: Queryable, businessId: string, reference: string): Promise<FoundReceipt | undefined> {
  if (!isBusinessId(businessId) || reference.length === 0 || reference.length > 100) return undefined;
  const rows = await execute<ReceiptRow>(
    db,
    sql
      .table('transactions as t')
      .leftJoin('contacts as c', (join) => join.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id'))
      .select(
        't.event_type',
        't.reference',
        't.type',
        't.status',
        't.effective_date',
        't.amount',
        't.paid',
        't.balance_due',
        't.due_date',
        't.account',
        't.description',
        documentItems('t'),
        't.document',
        'c.contact_id',
        'c.first_name',
        'c.last_name',
        'c.company',
        'c.email',
      )
      .where({ 't.business_id': businessId, 't.reference': reference })
      .whereIn('t.event_type', RECEIPT_EVENT_TYPES as string[])
      .limit(1),
  );
  const row = rows[0];
  if (!row) return undefined;
  const [business, basics] = [await getBusinessProfile(db, businessId), await findBusiness(db, businessId)];
  if (!business || !basics) return undefined;
  // The bank account by its one name (GTBank, or GTBank 1234 beside another GTBank account); one removed since keeps it.
  const bankName = row.account && row.account !== 'Cash' ? ((await bankAccountNamesOf(db, businessId)).get(row.account) ?? null) : null;
  const view = toReceiptView({
    eventType: row.event_type,
    reference: row.reference,
    type: row.type,
    status: row.status,
    effectiveDate: row.effective_date,
    amount: row.amount,
    paid: row.paid,
    balanceDue: row.balance_due,
    dueDate: row.due_date,
    account: row.account,
    description: row.description,
    items: row.items,
    document: row.document,
    business: {
      name: business.businessName,
      currency: basics.currency,
      address: business.address,
      city: business.city,
      state: business.state,
      country: business.country,
      phone: business.phone,
      email: business.email,
    },
    contact: row.contact_id ? { firstName: row.first_name, lastName: row.last_name, company: row.company } : null,
    bankName,
  });
  return { view, customerEmail: row.contact_id && row.email ? row.email : null, companyImage: business.companyImage };
}
