import { displayDate } from '@ledgerline/ledger';
import { composeMail, itemLinesBlock, greetingFor, mailMoney, type ComposedMail, type MailBlock, type MailSender } from '@ledgerline/platform';
import type { Queryable } from '@ledgerline/projections';
import { publicDocumentView, type DocumentView } from './invoice-view.js';

export type DocumentMail = ComposedMail;

/** The business on whose behalf a document's mail goes: its name, its logo (an absolute address, when shown on its documents) and its colour. */
export const documentSender = (view: DocumentView, logoUrl: string | null): MailSender => ({
  name: view.business.name,
  logoUrl: view.business.showLogo ? logoUrl : null,
  colour: view.business.colour,
});

/** The absolute address of the logo the document's public page shows (null when none or hidden), for the mail's header. */
export async function documentLogoUrl(db: Queryable, appUrl: string, businessId: string, view: DocumentView): Promise<string | null> {
  const { logo } = await publicDocumentView(db, businessId, view);
  return logo ? `${appUrl}${logo}` : null;
}

/** The e-mail that carries an invoice or quotation: its lines and totals, the public link, the PDF attached. */
export function buildDocumentMail(view: DocumentView, options: { link: string; message?: string; name?: string; logoUrl?: string | null }): DocumentMail {
  const what = view.kind === 'invoice' ? 'invoice' : 'quotation';
  const money = (amount: string) => mailMoney(amount, view.currency);
  const facts: [string, string][] = [
    ['Number', view.reference],
    ['Date', displayDate(view.date)],
    ...(view.dueDate ? [['Due date', displayDate(view.dueDate)] as [string, string]] : []),
    ...(view.expiryDate ? [['Valid until', displayDate(view.expiryDate)] as [string, string]] : []),
    // The lines above add up to the subtotal; what comes between it and the total is shown, so the sum reads.
    ...(view.discount || view.delivery || view.tax ? [['Subtotal', money(view.subtotal)] as [string, string]] : []),
    ...(view.discount ? [['Discount', `-${money(view.discount.amount)}`] as [string, string]] : []),
    ...(view.delivery ? [['Delivery', money(view.delivery.amount)] as [string, string]] : []),
    ...(view.tax ? [['Tax', money(view.tax.amount)] as [string, string]] : []),
    ['Total', money(view.total)],
    ...(view.balance !== undefined ? [['Balance due', money(view.balance)] as [string, string]] : []),
  ];
  const blocks: MailBlock[] = [
    { text: `${view.business.name} sent you ${what} ${view.reference}.` },
    ...(options.message?.trim() ? [{ quote: options.message.trim() }] : []),
    ...itemLinesBlock(view.items, money),
    { facts },
    { button: `View${view.kind === 'invoice' ? ' and pay' : ''} the ${what} online`, url: options.link },
    { small: `The ${what} is attached as a PDF.` },
  ];
  return composeMail({
    subject: `${view.kind === 'invoice' ? 'Invoice' : 'Quotation'} ${view.reference} from ${view.business.name}`,
    from: documentSender(view, options.logoUrl ?? null),
    greeting: greetingFor(options.name?.trim() || view.customer.name),
    blocks,
  });
}

/** Links of the web client (spec 002 §2: public /invoice/{id}/view and /quotations/{id}/view). */
export const publicInvoiceLink = (appUrl: string, publicId: string) => `${appUrl}/invoice/${encodeURIComponent(publicId)}/view`;
export const publicQuotationLink = (appUrl: string, publicId: string) => `${appUrl}/quotations/${encodeURIComponent(publicId)}/view`;
export const documentFileName = (reference: string) => `${reference.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
