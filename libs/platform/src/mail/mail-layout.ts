// The one layout of every mail the product sends (docs/mail.md "What the mails look like"): a
// builder says what the mail holds, as plain values, and gets back its subject, its plain-text
// part and its HTML part. Everything is escaped here, so no builder writes HTML of its own.
// Mail clients know little CSS: the HTML is tables and inline styles, at most 600 px wide.

import { escapeHtml, moneyText } from '../documents/document-text.js';

/** A mail as the outbox takes it, less the recipient. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** On whose behalf a mail goes: the business (its name, logo and invoice colour), else Ledgerline itself. */
export interface MailSender {
  name: string;
  /** Absolute address of the logo (the public logo route), or none. */
  logoUrl?: string | null;
  /** The business's colour (#rrggbb) for the button; the product's blue otherwise. */
  colour?: string | null;
}

export type MailBlock =
  /** A paragraph. */
  | { text: string }
  /** Words the sender typed (an invoice's message), set apart. */
  | { quote: string }
  /** A one-time code, large. */
  | { code: string }
  /** The mail's one action; the address is also printed beneath it for clients that drop buttons. */
  | { button: string; url: string }
  /** Label and value pairs: number, date, total. */
  | { facts: [string, string][] }
  /** A table (an invoice's lines); `right` columns are amounts; `lines` is how the text part shows it. */
  | { table: { head: string[]; rows: string[][]; right: number[]; lines: string[] } }
  /** Fine print inside the body. */
  | { small: string };

export interface MailMessage {
  subject: string;
  /** Absent: the mail is Ledgerline's own (codes, resets, billing). */
  from?: MailSender;
  /** "Dear Ada," */
  greeting?: string;
  blocks: MailBlock[];
  /** A mail to the business's own people (reports, reminders): from the business, but not "sent by" it. */
  toTeam?: boolean;
  /** Under the card: why this mail came, how to stop it. */
  footer?: { text: string; link?: string }[];
}

export const PRODUCT_NAME = 'Ledgerline';
const BLUE = '#1c7ed6';
const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Header-safe: no line breaks in a subject or a greeting. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** "Dear Ada," (or "Hello Ada,") for a name, "Hello," without one. */
export const greetingFor = (name: string | null | undefined, word: 'Dear' | 'Hello' = 'Dear') => (name?.trim() ? `${word} ${oneLine(name)},` : 'Hello,');

/** An amount as the business reads it: moneyText ("₦1,500.00", "USD 1,234.50", "-₦20.00"), as the PDFs and the web client write it. */
export const mailMoney = moneyText;

/** A document's lines (invoice, quotation, receipt) as a mail table: item, quantity and amount, with "name × qty @ price = total" in the text part. */
export function itemLinesBlock(
  items: readonly { name: string; quantity: string; price: string; total: string }[],
  money: (amount: string) => string,
): MailBlock[] {
  if (items.length === 0) return [];
  return [
    {
      table: {
        head: ['Item', 'Qty', 'Amount'],
        rows: items.map((item) => [item.name, item.quantity, money(item.total)]),
        right: [1, 2],
        lines: items.map((item) => `${item.name} × ${item.quantity} @ ${money(item.price)} = ${money(item.total)}`),
      },
    },
  ];
}

/** Links go to the app's public address: a relative one would open nowhere from a mail client. */
function absolute(url: string): string {
  if (!/^https?:\/\/[^/\s]+/i.test(url)) throw new Error(`A mail link must be absolute: ${url}`);
  return url;
}

const colourOf = (sender?: MailSender) => (sender?.colour && /^#[0-9a-f]{6}$/i.test(sender.colour) ? sender.colour : BLUE);

function blockText(block: MailBlock): string {
  if ('text' in block) return block.text;
  if ('quote' in block) return block.quote;
  if ('code' in block) return block.code;
  if ('button' in block) return `${block.button}: ${block.url}`;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('table' in block) return block.table.lines.join('\n');
  return block.small;
}

const P = `margin:0 0 16px;font-family:${FONT};font-size:15px;line-height:1.5;color:#212529`;

function blockHtml(block: MailBlock, accent: string): string {
  if ('text' in block) return `<p style="${P}">${escapeHtml(block.text)}</p>`;
  if ('quote' in block) {
    return `<p style="${P};padding:8px 12px;border-left:3px solid #dee2e6;color:#495057;white-space:pre-line">${escapeHtml(block.quote)}</p>`;
  }
  if ('code' in block) {
    return `<p style="${P};font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(block.code)}</p>`;
  }
  if ('button' in block) {
    const url = escapeHtml(absolute(block.url));
    return (
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 12px"><tr>` +
      `<td style="border-radius:6px;background:${accent}"><a href="${url}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.button)}</a></td>` +
      `</tr></table>` +
      `<p style="margin:0 0 16px;font-family:${FONT};font-size:12px;line-height:1.4;color:#868e96;word-break:break-all">Or open <a href="${url}" style="color:#868e96">${url}</a></p>`
    );
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #f1f3f5;font-family:${FONT};font-size:14px;color:#495057">${escapeHtml(label)}</td>` +
          `<td align="right" style="padding:6px 0;border-bottom:1px solid #f1f3f5;font-family:${FONT};font-size:14px;font-weight:600;color:#212529;text-align:right">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  if ('table' in block) {
    const { head, rows, right } = block.table;
    const cell = (tag: 'td' | 'th', value: string, column: number, style: string) => {
      const align = right.includes(column) ? 'right' : 'left';
      const keep = right.includes(column) ? 'white-space:nowrap;' : '';
      const pad = column === 0 ? '6px 8px 6px 0' : column === head.length - 1 ? '6px 0 6px 8px' : '6px 8px';
      return `<${tag} align="${align}" style="padding:${pad};text-align:${align};${keep}font-family:${FONT};font-size:14px;${style}">${escapeHtml(value)}</${tag}>`;
    };
    const headRow = `<tr>${head.map((value, column) => cell('th', value, column, 'font-weight:600;color:#495057;border-bottom:2px solid #dee2e6')).join('')}</tr>`;
    const bodyRows = rows
      .map((row) => `<tr>${row.map((value, column) => cell('td', value, column, 'color:#212529;border-bottom:1px solid #f1f3f5')).join('')}</tr>`)
      .join('');
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${headRow}${bodyRows}</table>`;
  }
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:1.5;color:#868e96">${escapeHtml(block.small)}</p>`;
}

function headerHtml(sender: MailSender | undefined): string {
  const name = escapeHtml(sender?.name ?? PRODUCT_NAME);
  const logo = sender?.logoUrl
    ? `<td width="48" style="padding-right:12px;vertical-align:middle"><img src="${escapeHtml(absolute(sender.logoUrl))}" alt="" width="48" height="48" style="display:block;width:48px;height:48px;object-fit:contain;border:0;border-radius:6px"></td>`
    : '';
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${logo}` +
    `<td style="vertical-align:middle;font-family:${FONT};font-size:18px;font-weight:700;color:#212529">${name}</td></tr></table>`
  );
}

/** The mail's subject, plain text and HTML, in the shared layout. */
export function composeMail(message: MailMessage): ComposedMail {
  const subject = oneLine(message.subject);
  const sentBy = message.from && !message.toTeam ? `Sent by ${oneLine(message.from.name)} with ${PRODUCT_NAME}.` : PRODUCT_NAME;
  const footer = [...(message.footer ?? []), { text: sentBy }];

  const text = [
    ...(message.greeting ? [oneLine(message.greeting)] : []),
    ...message.blocks.map(blockText),
    ['--', ...footer.map((line) => (line.link ? `${line.text} ${line.link}` : line.text))].join('\n'),
  ].join('\n\n');

  const accent = colourOf(message.from);
  const footerHtml = footer
    .map(
      (line) =>
        `<p style="margin:0 0 6px;font-family:${FONT};font-size:12px;line-height:1.5;color:#868e96">${escapeHtml(line.text)}` +
        (line.link ? ` <a href="${escapeHtml(absolute(line.link))}" style="color:#868e96;word-break:break-all">${escapeHtml(line.link)}</a>` : '') +
        `</p>`,
    )
    .join('');
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f1f3f5">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f3f5"><tr><td align="center" style="padding:24px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #dee2e6;border-radius:8px;border-collapse:separate">` +
    `<tr><td style="padding:20px 24px;border-bottom:3px solid ${accent}">${headerHtml(message.from)}</td></tr>` +
    `<tr><td style="padding:24px 24px 8px">` +
    (message.greeting ? `<p style="${P}">${escapeHtml(oneLine(message.greeting))}</p>` : '') +
    message.blocks.map((block) => blockHtml(block, accent)).join('') +
    `</td></tr></table>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px"><tr><td style="padding:16px 24px">${footerHtml}</td></tr></table>` +
    `</td></tr></table></body></html>`;
  return { subject, text, html };
}
