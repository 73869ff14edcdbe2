import type { Knex } from 'knex';
import { execute, sql, type Queryable } from '../db.js';
import { containsPattern, type Page, type PageRequest } from '../catalogue/catalogue.queries.js';
import { documentsTable, type KnownDocuments } from '../dashboard/known-documents.js';

/**
 * Debtors and creditors (LEDGER.md §8; spec 000 §7 /payables-and-receivables): what each contact
 * still owes or is owed, document by document, from the transactions read model. A document is
 * open while it is posted (not voided) and has a balance due; payments lower that balance.
 */
export const OWED_DOCUMENT_TYPES = {
  /** Credit sales (and, when they come, assets sold on credit): customers owe us. */
  receivables: ['sales', 'assets_sale'],
  /** Credit purchases and expenses (and assets bought on credit): we owe suppliers. */
  payables: ['purchases', 'expenses', 'assets_purchase'],
} as const;
export type OwedSide = keyof typeof OWED_DOCUMENT_TYPES;

export interface OwedTotals {
  /** Σ balance due, decimal string. */
  total: string;
  /** Σ balance due of documents whose due date has passed. */
  overdue: string;
  /** Open documents, and those overdue. */
  count: number;
  overdueCount: number;
  /** Contacts with an open document, and with an overdue one. */
  contacts: number;
  overdueContacts: number;
}

export interface OwedDocument {
  transactionId: string;
  reference: string;
  type: string;
  date: string;
  dueDate: string | null;
  total: string;
  paid: string;
  balance: string;
  /** Whole days past the due date; 0 when not yet due. */
  daysOverdue: number;
}

export interface OwedByContact {
  /** null: documents without a contact (credit documents always have one). */
  contactId: string | null;
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  total: string;
  overdue: string;
  documentCount: number;
  overdueCount: number;
  /** The earliest due date of what is still owed (in the past when overdue). */
  nextDueDate: string | null;
  /** Of the most overdue document; 0 when nothing is overdue. */
  daysOverdue: number;
  /** Overdue first (longest overdue first), then by due date. */
  documents: OwedDocument[];
}

export interface OwedListFilter extends PageRequest {
  /** YYYY-MM-DD: documents due before this day are overdue. */
  today: string;
  /** Searched in the contact's name, company, e-mail and phone, and in the open documents' references. */
  q?: string;
}

/** `known`: the documents as known at its position (what was open then, and what was owed on it). */
function openDocuments(businessId: string, side: OwedSide, known: KnownDocuments | undefined): Knex.QueryBuilder {
  return documentsTable(known)
    .where({ 't.business_id': businessId, 't.status': 'posted' })
    .whereIn('t.type', [...OWED_DOCUMENT_TYPES[side]])
    .where('t.balance_due', '>', 0);
}

const OVERDUE = 'due_date < ?::date';

/** Totals of what is owed on one side (the Debtors & Creditors cards). */
export async function owedTotals(db: Queryable, businessId: string, side: OwedSide, today: string, known?: KnownDocuments): Promise<OwedTotals> {
  const [row] = await execute<{ total: string; overdue: string; count: number; overdue_count: number; contacts: number; overdue_contacts: number }>(
    db,
    openDocuments(businessId, side, known).select(
      sql.raw('coalesce(sum(balance_due), 0)::text AS total'),
      sql.raw(`coalesce(sum(balance_due) FILTER (WHERE ${OVERDUE}), 0)::text AS overdue`, [today]),
      sql.raw('count(*)::int AS count'),
      sql.raw(`(count(*) FILTER (WHERE ${OVERDUE}))::int AS overdue_count`, [today]),
      sql.raw("count(DISTINCT coalesce(entity_id, ''))::int AS contacts"),
      sql.raw(`(count(DISTINCT coalesce(entity_id, '')) FILTER (WHERE ${OVERDUE}))::int AS overdue_contacts`, [today]),
    ),
  );
  return {
    total: row?.total ?? '0',
    overdue: row?.overdue ?? '0',
    count: row?.count ?? 0,
    overdueCount: row?.overdue_count ?? 0,
    contacts: row?.contacts ?? 0,
    overdueContacts: row?.overdue_contacts ?? 0,
  };
}

interface ContactDbRow {
  contact_key: string;
  total: string;
  overdue: string;
  document_count: number;
  overdue_count: number;
  next_due_date: string | null;
  days_overdue: number;
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
}

interface DocumentDbRow {
  contact_key: string;
  transaction_id: string;
  reference: string;
  type: string;
  effective_date: string;
  due_date: string | null;
  amount: string;
  paid: string;
  balance_due: string;
  days_overdue: number;
}

const CONTACT_NAME = "nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '')";

/** Per contact: the open documents summed; with the contact's details, filtered by `q`. */
function owedPerContact(businessId: string, side: OwedSide, filter: OwedListFilter, known: KnownDocuments | undefined): Knex.QueryBuilder {
  const pattern = filter.q?.trim() ? containsPattern(filter.q.trim()) : undefined;
  const perContact = sql
    .from(openDocuments(businessId, side, known).select('t.*').as('o'))
    .select(
      sql.raw("coalesce(o.entity_id, '') AS contact_key"),
      sql.raw('sum(o.balance_due) AS total'),
      sql.raw(`coalesce(sum(o.balance_due) FILTER (WHERE o.${OVERDUE}), 0) AS overdue`, [filter.today]),
      sql.raw('count(*)::int AS document_count'),
      sql.raw(`(count(*) FILTER (WHERE o.${OVERDUE}))::int AS overdue_count`, [filter.today]),
      sql.raw('min(o.due_date) AS next_due_date'),
      sql.raw('greatest(coalesce(max(?::date - o.due_date), 0), 0)::int AS days_overdue', [filter.today]),
      pattern ? sql.raw("bool_or(o.reference ILIKE ? ESCAPE '\\') AS reference_match", [pattern]) : sql.raw('false AS reference_match'),
    )
    .groupBy(sql.raw("coalesce(o.entity_id, '')"));
  const query = sql
    .with('per_contact', perContact)
    .from('per_contact as p')
    .joinRaw('LEFT JOIN contacts AS c ON c.business_id = ? AND c.contact_id = p.contact_key', [businessId]);
  if (pattern) {
    void query.where((where) => {
      void where
        .where('p.reference_match', true)
        .orWhereRaw(`${CONTACT_NAME} ILIKE ? ESCAPE '\\'`, [pattern])
        .orWhereRaw("c.company ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("c.email ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("c.phone ILIKE ? ESCAPE '\\'", [pattern]);
    });
  }
  return query;
}

/**
 * A page of the contacts who owe us (receivables) or whom we owe (payables), overdue first:
 * contacts with anything overdue first, by their earliest due date (so the longest overdue
 * leads); then by what is owed, largest first. Each with its open documents. `known`: as known
 * at its position.
 */
export async function listOwedByContact(
  db: Queryable,
  businessId: string,
  side: OwedSide,
  filter: OwedListFilter,
  known?: KnownDocuments,
): Promise<Page<OwedByContact>> {
  const [rows, counted] = await Promise.all([
    execute<ContactDbRow>(
      db,
      owedPerContact(businessId, side, filter, known)
        .select(
          'p.contact_key',
          sql.raw('p.total::text AS total'),
          sql.raw('p.overdue::text AS overdue'),
          'p.document_count',
          'p.overdue_count',
          sql.raw("to_char(p.next_due_date, 'YYYY-MM-DD') AS next_due_date"),
          'p.days_overdue',
          sql.raw(`${CONTACT_NAME} AS name`),
          'c.company',
          'c.email',
          'c.phone',
        )
        .orderByRaw(`(p.overdue > 0) DESC, p.next_due_date ASC NULLS LAST, p.total DESC, ${CONTACT_NAME} ASC NULLS LAST, p.contact_key ASC`)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
    ),
    execute<{ total: number }>(db, owedPerContact(businessId, side, filter, known).select(sql.raw('count(*)::int AS total'))),
  ]);

  const documents = new Map<string, OwedDocument[]>();
  if (rows.length > 0) {
    const found = await execute<DocumentDbRow>(
      db,
      openDocuments(businessId, side, known)
        .where((where) => {
          const keys = rows.map((row) => row.contact_key);
          void where.whereIn('t.entity_id', keys);
          if (keys.includes('')) void where.orWhereNull('t.entity_id');
        })
        .select(
          sql.raw("coalesce(t.entity_id, '') AS contact_key"),
          't.transaction_id',
          't.reference',
          't.type',
          sql.raw("to_char(t.effective_date, 'YYYY-MM-DD') AS effective_date"),
          sql.raw("to_char(t.due_date, 'YYYY-MM-DD') AS due_date"),
          sql.raw('t.amount::text AS amount'),
          sql.raw('coalesce(t.paid, t.amount - t.balance_due)::text AS paid'),
          sql.raw('t.balance_due::text AS balance_due'),
          sql.raw('greatest(coalesce(?::date - t.due_date, 0), 0)::int AS days_overdue', [filter.today]),
        )
        .orderByRaw('t.due_date ASC NULLS LAST, t.effective_date ASC, t.position ASC'),
    );
    for (const row of found) {
      const list = documents.get(row.contact_key) ?? [];
      list.push({
        transactionId: row.transaction_id,
        reference: row.reference,
        type: row.type,
        date: row.effective_date,
        dueDate: row.due_date,
        total: row.amount,
        paid: row.paid,
        balance: row.balance_due,
        daysOverdue: row.days_overdue,
      });
      documents.set(row.contact_key, list);
    }
  }

  return {
    total: counted[0]?.total ?? 0,
    items: rows.map((row) => ({
      contactId: row.contact_key === '' ? null : row.contact_key,
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      total: row.total,
      overdue: row.overdue,
      documentCount: row.document_count,
      overdueCount: row.overdue_count,
      nextDueDate: row.next_due_date,
      daysOverdue: row.days_overdue,
      documents: documents.get(row.contact_key) ?? [],
    })),
  };
}
