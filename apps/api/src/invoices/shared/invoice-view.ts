import type { Adjustment, DocumentItem, ExistingBusiness, InvoiceState, QuotationState } from '@ledgerline/ledger';
import { invoiceCustomer, loadBusinessState, type Queryable } from '@ledgerline/projections';
import { requireBusiness } from '@ledgerline/ledger';
import { publicLogo } from '@ledgerline/platform';

/** What a document shows of the business that issued it: letterhead, bank account, footnote, customisation. */
export interface IssuerView {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The logo as the profile holds it (companyImage). */
  logo: string | null;
  bankAccounts: { bankName: string; accountName: string; accountNumber: string }[];
  footnote: string;
  template: 'standard' | 'letterhead';
  colour: string;
  showLogo: boolean;
  showBankDetails: boolean;
}

/** An invoice or quotation as screens, the public page, the PDF and e-mail show it. */
export interface DocumentView {
  kind: 'invoice' | 'quotation';
  id: string;
  publicId: string;
  reference: string;
  status: string;
  date: string;
  dueDate?: string;
  expiryDate?: string;
  currency: string;
  customer: { id: string; name: string; email: string | null; phone: string | null; address: string | null };
  items: Omit<DocumentItem, 'cost'>[];
  subtotal: string;
  discount?: Adjustment;
  delivery?: Adjustment;
  tax?: Adjustment;
  total: string;
  paid?: string;
  balance?: string;
  notes?: string;
  business: IssuerView;
}

export function issuerOf(business: ExistingBusiness): IssuerView {
  const profile = business.profile;
  const address = [profile.address, profile.city, profile.state, profile.country].filter(Boolean).join(', ');
  const invoice = business.settings.invoice;
  return {
    name: business.name,
    address: address || null,
    phone: profile.phone ?? null,
    email: profile.email ?? null,
    website: profile.website ?? null,
    logo: profile.companyImage ?? null,
    bankAccounts: Object.values(business.bankAccounts).map(({ bankName, accountName, accountNumber }) => ({ bankName, accountName, accountNumber })),
    footnote: business.settings.footnote,
    template: invoice.template ?? 'standard',
    colour: invoice.colour ?? '#1c7ed6',
    showLogo: invoice.showLogo ?? true,
    showBankDetails: invoice.showBankDetails ?? true,
  };
}

const stripCost = (items: DocumentItem[]) => items.map(({ cost: _cost, ...item }) => item);

export async function invoiceView(db: Queryable, businessId: string, invoice: InvoiceState): Promise<DocumentView> {
  const business = requireBusiness(await loadBusinessState(db, businessId));
  const customer = await invoiceCustomer(db, businessId, invoice.entityId);
  return {
    kind: 'invoice',
    id: invoice.invoiceId,
    publicId: invoice.publicId,
    reference: invoice.reference,
    status: invoice.status,
    date: invoice.date,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    customer: {
      id: invoice.entityId,
      name: customer?.name ?? '',
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      address: customer?.address ?? null,
    },
    items: stripCost(invoice.items),
    subtotal: invoice.subtotal,
    ...(invoice.discount ? { discount: invoice.discount } : {}),
    ...(invoice.delivery ? { delivery: invoice.delivery } : {}),
    ...(invoice.tax ? { tax: invoice.tax } : {}),
    total: invoice.total,
    paid: invoice.paid,
    balance: invoice.balance,
    ...(invoice.notes !== undefined ? { notes: invoice.notes } : {}),
    business: issuerOf(business),
  };
}

export async function quotationView(db: Queryable, businessId: string, quotation: QuotationState): Promise<DocumentView> {
  const business = requireBusiness(await loadBusinessState(db, businessId));
  const customer = await invoiceCustomer(db, businessId, quotation.entityId);
  return {
    kind: 'quotation',
    id: quotation.quotationId,
    publicId: quotation.publicId,
    reference: quotation.reference,
    status: quotation.status,
    date: quotation.date,
    ...(quotation.expiryDate !== undefined ? { expiryDate: quotation.expiryDate } : {}),
    currency: quotation.currency,
    customer: {
      id: quotation.entityId,
      name: customer?.name ?? '',
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      address: customer?.address ?? null,
    },
    items: stripCost(quotation.items),
    subtotal: quotation.subtotal,
    ...(quotation.discount ? { discount: quotation.discount } : {}),
    ...(quotation.delivery ? { delivery: quotation.delivery } : {}),
    ...(quotation.tax ? { tax: quotation.tax } : {}),
    total: quotation.total,
    ...(quotation.notes !== undefined ? { notes: quotation.notes } : {}),
    business: issuerOf(business),
  };
}

/** An invoice or quotation as its public page shows it. */
export interface PublicDocumentView extends DocumentView {
  /** The address of the business's logo (GET /api/v1/logo/{businessId}/{sha256}, no sign-in) when it is a readable PNG or JPEG, as the PDF draws it; else null, also when the invoice settings hide it. */
  logo: string | null;
}

/** The public page's view: the document and its business's logo, by its public address (the profile's is for members only). */
export async function publicDocumentView(db: Queryable, businessId: string, view: DocumentView): Promise<PublicDocumentView> {
  return { ...view, logo: view.business.showLogo ? await publicLogo(db, businessId, view.business.logo) : null };
}

/** The signed-in view: the public one plus what only the business sees (payments, the quotation it came from). */
export function invoiceDetail(view: DocumentView, invoice: InvoiceState) {
  return {
    ...view,
    ...(invoice.quotationId !== undefined ? { quotationId: invoice.quotationId } : {}),
    payments: invoice.payments,
    reminders: invoice.reminders,
  };
}
