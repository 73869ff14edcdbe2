import { displayDate } from '@ledgerline/ledger';
import { escapeHtml } from '@ledgerline/platform';
import { groupDigits } from './receipt-pdf.js';
import type { ReceiptView } from './receipt-view.js';

export { escapeHtml };

/** Header-safe: no line breaks in a subject. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export interface ReceiptMail {
  subject: string;
  text: string;
  html: string;
}

/** The receipt as an e-mail (the PDF goes with it as an attachment); `link` is the public receipt page. */
export function buildReceiptMail(view: ReceiptView, options: { name?: string; link: string }): ReceiptMail {
  const money = (amount: string) => `${view.currency} ${groupDigits(amount)}`;
  const greeting = options.name?.trim() ? `Dear ${oneLine(options.name)},` : 'Hello,';
  const lines: [string, string][] = [
    ['Reference', view.reference],
    ['Date', displayDate(view.date)],
    ['Status', view.statusLabel],
    ...(view.customer ? [[view.customerLabel, view.customer.name] as [string, string]] : []),
    ['Total', money(view.total)],
    ['Paid', money(view.paid)],
    ['Balance due', money(view.balance)],
  ];
  const items = view.items.map((item) => `${item.name} × ${item.quantity} @ ${money(item.price)} = ${money(item.total)}`);

  const text = [
    greeting,
    '',
    `${view.business.name} sent you ${view.status === 'voided' ? 'a voided' : 'a'} ${view.title.toLowerCase()}.`,
    '',
    ...(items.length > 0 ? [...items, ''] : []),
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `View it online: ${options.link}`,
    'The receipt is attached as a PDF.',
  ].join('\n');

  const row = ([label, value]: [string, string]) =>
    `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td><td style="padding:2px 0"><strong>${escapeHtml(value)}</strong></td></tr>`;
  const itemRows = view.items
    .map(
      (item) =>
        `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(item.name)}</td><td style="text-align:right;padding:2px 12px">${escapeHtml(item.quantity)}</td>` +
        `<td style="text-align:right;padding:2px 12px">${escapeHtml(money(item.price))}</td><td style="text-align:right;padding:2px 0">${escapeHtml(money(item.total))}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(view.business.name)}</strong> sent you ${view.status === 'voided' ? 'a <strong>voided</strong>' : 'a'} ${escapeHtml(view.title.toLowerCase())}.</p>`,
    itemRows ? `<table style="border-collapse:collapse;margin:12px 0">${itemRows}</table>` : '',
    `<table style="border-collapse:collapse">${lines.map(row).join('')}</table>`,
    `<p><a href="${escapeHtml(options.link)}">View the receipt online</a>. The receipt is attached as a PDF.</p>`,
  ].join('\n');

  return { subject: oneLine(`${view.title} ${view.reference} from ${view.business.name}`), text, html };
}
