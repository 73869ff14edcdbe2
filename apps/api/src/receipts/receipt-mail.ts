import { Decimal, displayDate } from '@ledgerline/ledger';
import { composeMail, itemLinesBlock, escapeHtml, greetingFor, mailMoney, type ComposedMail, type MailBlock } from '@ledgerline/platform';
import type { ReceiptView } from './receipt-view.js';

export { escapeHtml };

export type ReceiptMail = ComposedMail;

/** The receipt as an e-mail (the PDF goes with it as an attachment); `link` is the public receipt page, `logoUrl` the business's logo (absolute). */
export function buildReceiptMail(view: ReceiptView, options: { name?: string; link: string; logoUrl?: string | null }): ReceiptMail {
  const money = (amount: string) => mailMoney(amount, view.currency);
  const voided = view.status === 'voided';
  const facts: [string, string][] = [
    ['Reference', view.reference],
    ['Date', displayDate(view.date)],
    ['Status', view.statusLabel],
    ...(view.customer ? [[view.customerLabel, view.customer.name] as [string, string]] : []),
    ...(view.paymentMethod ? [['Paid by', view.paymentMethod] as [string, string]] : []),
    ['Total', money(view.total)],
    ['Paid', money(view.paid)],
    ['Balance due', money(view.balance)],
    ...(view.dueDate && new Decimal(view.balance).gt(0) ? [['Due date', displayDate(view.dueDate)] as [string, string]] : []),
  ];
  const blocks: MailBlock[] = [
    { text: `${view.business.name} sent you ${voided ? 'a voided' : 'a'} ${view.title.toLowerCase()}.` },
    ...itemLinesBlock(view.items, money),
    { facts },
    { button: 'View the receipt online', url: options.link },
    { small: 'The receipt is attached as a PDF.' },
  ];
  return composeMail({
    subject: `${view.title} ${view.reference} from ${view.business.name}`,
    from: { name: view.business.name, logoUrl: options.logoUrl ?? null },
    greeting: greetingFor(options.name),
    blocks,
  });
}
