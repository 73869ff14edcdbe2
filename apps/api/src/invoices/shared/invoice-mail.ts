import { escapeHtml } from '../../receipts/receipt-mail.js';
import { groupDigits } from '../../receipts/receipt-pdf.js';
import { displayDate, type ReminderKind } from '@ledgerline/ledger';
import type { DocumentView } from './invoice-view.js';

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export interface DocumentMail {
  subject: string;
  text: string;
  html: string;
}

/** The e-mail that carries an invoice or quotation: a short summary, the public link, the PDF attached. */
export function buildDocumentMail(view: DocumentView, options: { link: string; message?: string; name?: string }): DocumentMail {
  const what = view.kind === 'invoice' ? 'invoice' : 'quotation';
  const money = (amount: string) => `${view.currency} ${groupDigits(amount)}`;
  const greeting = options.name?.trim() || view.customer.name ? `Dear ${oneLine(options.name?.trim() || view.customer.name)},` : 'Hello,';
  const facts: [string, string][] = [
    ['Number', view.reference],
    ['Date', displayDate(view.date)],
    ...(view.dueDate ? [['Due date', displayDate(view.dueDate)] as [string, string]] : []),
    ['Total', money(view.total)],
    ...(view.balance !== undefined ? [['Balance due', money(view.balance)] as [string, string]] : []),
  ];
  const text = [
    greeting,
    '',
    `${view.business.name} sent you ${what} ${view.reference}.`,
    ...(options.message ? ['', options.message] : []),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `View${view.kind === 'invoice' ? ' and pay' : ''} it online: ${options.link}`,
    `The ${what} is attached as a PDF.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(view.business.name)}</strong> sent you ${what} <strong>${escapeHtml(view.reference)}</strong>.</p>`,
    options.message ? `<p>${escapeHtml(options.message)}</p>` : '',
    `<table style="border-collapse:collapse">${facts.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(options.link)}">View${view.kind === 'invoice' ? ' and pay' : ''} the ${what} online</a>. The ${what} is attached as a PDF.</p>`,
  ].join('\n');
  return { subject: oneLine(`${view.kind === 'invoice' ? 'Invoice' : 'Quotation'} ${view.reference} from ${view.business.name}`), text, html };
}

const REMINDER_WORDS: Record<ReminderKind, string> = {
  'before-due': 'falls due in 3 days',
  due: 'falls due today',
  overdue: 'is overdue',
};

/** A payment reminder (the reminders job). */
export function buildReminderMail(view: DocumentView, kind: ReminderKind, link: string): DocumentMail {
  const money = (amount: string) => `${view.currency} ${groupDigits(amount)}`;
  const sentence = `Invoice ${view.reference} from ${view.business.name} ${REMINDER_WORDS[kind]} (${displayDate(view.dueDate ?? '')}): ${money(view.balance ?? view.total)} is still owed.`;
  return {
    subject: oneLine(`Reminder: invoice ${view.reference} ${REMINDER_WORDS[kind]}`),
    text: [view.customer.name ? `Dear ${oneLine(view.customer.name)},` : 'Hello,', '', sentence, '', `View and pay it online: ${link}`].join('\n'),
    html: `<p>${escapeHtml(sentence)}</p><p><a href="${escapeHtml(link)}">View and pay it online</a></p>`,
  };
}

/** Links of the web client (spec 002 §2: public /invoice/{id}/view and /quotations/{id}/view). */
export const publicInvoiceLink = (appUrl: string, publicId: string) => `${appUrl}/invoice/${encodeURIComponent(publicId)}/view`;
export const publicQuotationLink = (appUrl: string, publicId: string) => `${appUrl}/quotations/${encodeURIComponent(publicId)}/view`;
export const documentFileName = (reference: string) => `${reference.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
