import type { InvoiceState, QuotationState } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** An invoice of the business by its id (a deleted draft too: deciders tell it apart). */
export async function loadInvoice(db: Queryable, businessId: string, invoiceId: string): Promise<InvoiceState | undefined> {
  if (!isUuid(invoiceId)) return undefined;
  const [row] = await execute<{ state: InvoiceState }>(db, sql.table('invoices').select('state').where({ business_id: businessId, invoice_id: invoiceId }));
  return row?.state;
}

export async function loadInvoiceByReference(db: Queryable, businessId: string, reference: string): Promise<InvoiceState | undefined> {
  const [row] = await execute<{ state: InvoiceState }>(
    db,
    sql.table('invoices').select('state').where({ business_id: businessId, reference }).whereNot({ status: 'deleted' }),
  );
  return row?.state;
}

/** A public page's invoice: found by its random public id only (never the number). */
export async function loadInvoiceByPublicId(db: Queryable, publicId: string): Promise<{ businessId: string; invoice: InvoiceState } | undefined> {
  const [row] = await execute<{ business_id: string; state: InvoiceState }>(
    db,
    sql.table('invoices').select('business_id', 'state').where({ public_id: publicId }).whereNotIn('status', ['deleted', 'draft']),
  );
  return row ? { businessId: row.business_id, invoice: row.state } : undefined;
}

/** The business's next invoice number. Read under the stream lock, so no two appends take the same one. */
export async function nextInvoiceSequence(db: Queryable, businessId: string): Promise<number> {
  const [row] = await execute<{ last: number | null }>(db, sql.table('invoices').max({ last: 'sequence' }).where({ business_id: businessId }));
  return (row?.last ?? 0) + 1;
}

export async function nextQuotationSequence(db: Queryable, businessId: string): Promise<number> {
  const [row] = await execute<{ last: number | null }>(db, sql.table('quotations').max({ last: 'sequence' }).where({ business_id: businessId }));
  return (row?.last ?? 0) + 1;
}

export interface InvoiceStatusTotals {
  status: string;
  count: number;
  total: string;
  paid: string;
  balance: string;
}

/** Count and sums of each status (deleted drafts left out). */
export async function invoiceTotalsByStatus(db: Queryable, businessId: string): Promise<InvoiceStatusTotals[]> {
  const rows = await execute<{ status: string; count: string; total: string; paid: string; balance: string }>(
    db,
    sql
      .table('invoices')
      .select('status')
      .count({ count: '*' })
      .sum({ total: 'total', paid: 'paid', balance: 'balance' })
      .where({ business_id: businessId })
      .whereNot({ status: 'deleted' })
      .groupBy('status'),
  );
  return ['draft', 'approved', 'paid', 'void'].map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, count: Number(row?.count ?? 0), total: row?.total ?? '0', paid: row?.paid ?? '0', balance: row?.balance ?? '0' };
  });
}

export interface InvoiceFilters {
  status?: string;
  q?: string;
  entityId?: string;
  startDate?: string;
  endDate?: string;
  overdueOn?: string;
  page: number;
  limit: number;
}

export interface InvoiceListRow {
  id: string;
  publicId: string;
  reference: string;
  status: string;
  entityId: string;
  customerName: string | null;
  customerEmail: string | null;
  date: string;
  dueDate: string;
  currency: string;
  total: string;
  paid: string;
  balance: string;
}

/** Invoices newest first, filtered, with their customer's name; and how many match. */
export async function listInvoices(db: Queryable, businessId: string, filters: InvoiceFilters): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const base = sql
    .table('invoices as i')
    .leftJoin('contacts as c', function join() {
      this.on('c.business_id', 'i.business_id').andOn('c.contact_id', 'i.entity_id');
    })
    .where('i.business_id', businessId)
    .whereNot('i.status', 'deleted');
  if (filters.status) base.where('i.status', filters.status);
  if (filters.entityId) base.where('i.entity_id', filters.entityId);
  if (filters.startDate) base.where('i.issue_date', '>=', filters.startDate);
  if (filters.endDate) base.where('i.issue_date', '<=', filters.endDate);
  if (filters.overdueOn) base.where('i.status', 'approved').where('i.due_date', '<', filters.overdueOn);
  if (filters.q) {
    const like = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    base.where((q) => q.whereILike('i.reference', like).orWhereILike('c.first_name', like).orWhereILike('c.last_name', like).orWhereILike('c.company', like));
  }
  const [count] = await execute<{ n: string }>(db, base.clone().clearSelect().count({ n: '*' }));
  const rows = await execute<Record<string, string | null>>(
    db,
    base
      .clone()
      .select(
        'i.invoice_id',
        'i.public_id',
        'i.reference',
        'i.status',
        'i.entity_id',
        'i.issue_date',
        'i.due_date',
        'i.currency',
        'i.total',
        'i.paid',
        'i.balance',
        'c.first_name',
        'c.last_name',
        'c.company',
        'c.email',
      )
      .orderBy([
        { column: 'i.issue_date', order: 'desc' },
        { column: 'i.sequence', order: 'desc' },
      ])
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.invoice_id!,
      publicId: r.public_id!,
      reference: r.reference!,
      status: r.status!,
      entityId: r.entity_id!,
      customerName: contactName(r),
      customerEmail: r.email ?? null,
      date: r.issue_date!,
      dueDate: r.due_date!,
      currency: r.currency!,
      total: r.total!,
      paid: r.paid!,
      balance: r.balance!,
    })),
  };
}

const contactName = (r: Record<string, string | null>): string | null =>
  r.first_name ? [r.first_name, r.last_name].filter(Boolean).join(' ') : (r.company ?? null);

export interface InvoiceCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** The customer's name and address as the contact has them now. */
export async function invoiceCustomer(db: Queryable, businessId: string, contactId: string): Promise<InvoiceCustomer | undefined> {
  const [row] = await execute<Record<string, string | null>>(
    db,
    sql.table('contacts').select('first_name', 'last_name', 'company', 'email', 'phone', 'address1', 'address2', 'city', 'state', 'country').where({
      business_id: businessId,
      contact_id: contactId,
    }),
  );
  if (!row) return undefined;
  const address = [row.address1, row.address2, row.city, row.state, row.country].filter(Boolean).join(', ');
  return { name: contactName(row) ?? '', email: row.email ?? null, phone: row.phone ?? null, address: address || null };
}

/** Approved invoices of every business due on one of `dueDates` (the reminder job's day). */
export async function invoicesDueOn(db: Queryable, dueDates: readonly string[]): Promise<{ businessId: string; invoice: InvoiceState }[]> {
  if (dueDates.length === 0) return [];
  const rows = await execute<{ business_id: string; state: InvoiceState }>(
    db,
    sql
      .table('invoices')
      .select('business_id', 'state')
      .where({ status: 'approved' })
      .whereIn('due_date', [...dueDates])
      .orderBy(['business_id', 'sequence']),
  );
  return rows.map((row) => ({ businessId: row.business_id, invoice: row.state }));
}

export async function loadQuotation(db: Queryable, businessId: string, quotationId: string): Promise<QuotationState | undefined> {
  if (!isUuid(quotationId)) return undefined;
  const [row] = await execute<{ state: QuotationState }>(
    db,
    sql.table('quotations').select('state').where({ business_id: businessId, quotation_id: quotationId }),
  );
  return row?.state;
}

export async function loadQuotationByPublicId(db: Queryable, publicId: string): Promise<{ businessId: string; quotation: QuotationState } | undefined> {
  const [row] = await execute<{ business_id: string; state: QuotationState }>(
    db,
    sql.table('quotations').select('business_id', 'state').where({ public_id: publicId }),
  );
  return row ? { businessId: row.business_id, quotation: row.state } : undefined;
}

export async function listQuotations(
  db: Queryable,
  businessId: string,
  filters: { status?: string; entityId?: string; startDate?: string; endDate?: string; page: number; limit: number },
): Promise<{ rows: (QuotationState & { customerName: string | null; invoiceId: string | null })[]; total: number }> {
  const base = sql
    .table('quotations as q')
    .leftJoin('contacts as c', function join() {
      this.on('c.business_id', 'q.business_id').andOn('c.contact_id', 'q.entity_id');
    })
    .where('q.business_id', businessId);
  if (filters.status) base.where('q.status', filters.status);
  if (filters.entityId) base.where('q.entity_id', filters.entityId);
  if (filters.startDate) base.where('q.issue_date', '>=', filters.startDate);
  if (filters.endDate) base.where('q.issue_date', '<=', filters.endDate);
  const [count] = await execute<{ n: string }>(db, base.clone().clearSelect().count({ n: '*' }));
  const rows = await execute<Record<string, unknown>>(
    db,
    base
      .clone()
      .select('q.state', 'q.invoice_id', 'c.first_name', 'c.last_name', 'c.company')
      .orderBy([
        { column: 'q.issue_date', order: 'desc' },
        { column: 'q.sequence', order: 'desc' },
      ])
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      ...(r.state as QuotationState),
      invoiceId: (r.invoice_id as string | null) ?? null,
      customerName: contactName(r as Record<string, string | null>),
    })),
  };
}
