import { displayDate } from '@ledgerline/ledger';
import type { Queryable } from '@ledgerline/projections';
import { drawPdfLogo, loadBusinessLogo, logoFromDataUrl } from '../../businesses/logo/business-logo.js';
import { BODY_BOLD_FONT, BODY_FONT, moneyText, pdfSafeText, renderPdf } from '@ledgerline/platform';
import type { DocumentView } from './invoice-view.js';

/** Spec 002 §9: A4, laid out in millimetres. */
const mm = (value: number) => (value * 72) / 25.4;
const LEFT = mm(15);
const RIGHT = mm(195);
const WIDTH = RIGHT - LEFT;
/** The amounts have room for ₦ and eleven digits before the point, or a currency's code and nine, on one line (DejaVu Sans, 9 pt). */
const COLUMNS = {
  item: { x: mm(15), width: mm(80) },
  quantity: { x: mm(97), width: mm(18) },
  price: { x: mm(117), width: mm(38) },
  total: { x: mm(157), width: mm(38) },
};
const STATUS_LABELS: Record<string, string> = {
  draft: 'DRAFT',
  approved: 'DUE',
  paid: 'PAID',
  void: 'VOID',
  pending: 'PENDING',
};
export const PDF_TEMPLATES = ['standard', 'letterhead'] as const;
export type PdfTemplate = (typeof PDF_TEMPLATES)[number];

/** The document's PDF (renderDocumentPdf) with the business's logo read from its image store, when it shows one. */
export async function documentPdf(db: Queryable, businessId: string, view: DocumentView, options: { template?: PdfTemplate } = {}): Promise<Buffer> {
  const logo = view.business.showLogo ? await loadBusinessLogo(db, businessId, view.business.logo) : undefined;
  return renderDocumentPdf(view, { ...options, logo });
}

/**
 * The invoice or quotation as an A4 PDF (pdfkit, in the fonts of registerPdfFonts, amounts as
 * moneyText writes them): the business's logo (`logo`, as loadBusinessLogo reads it, else a data
 * URL in the profile, drawn by drawPdfLogo; else its initial), address and bank account, the
 * customer, lines, discount, delivery, tax and totals, the status, the footnote, in the business's
 * colour. 'letterhead' puts the business on a coloured band across the top.
 */
export function renderDocumentPdf(view: DocumentView, options: { template?: PdfTemplate; compress?: boolean; logo?: Buffer } = {}): Promise<Buffer> {
  const template = options.template ?? view.business.template;
  const logo = view.business.showLogo ? (options.logo ?? logoFromDataUrl(view.business.logo)) : undefined;
  return renderPdf(
    {
      size: 'A4',
      margins: { top: mm(15), bottom: mm(15), left: LEFT, right: mm(15) },
      compress: options.compress ?? true,
      bufferPages: true,
      info: {
        Title: pdfSafeText(`${view.kind === 'invoice' ? 'Invoice' : 'Quotation'} ${view.reference}`),
        Author: pdfSafeText(view.business.name),
        Creator: 'Ledgerline',
      },
    },
    (doc) => draw(doc, view, template, logo),
  );
}

function draw(doc: PDFKit.PDFDocument, view: DocumentView, template: PdfTemplate, logo: Buffer | undefined): void {
  const colour = view.business.colour;
  const money = (amount: string) => moneyText(amount, view.currency);
  const write = (value: string, x: number, y: number, width: number, align: 'left' | 'right' | 'center' = 'left') => {
    doc.text(pdfSafeText(value), x, y, { width, align });
    return doc.y;
  };
  const title = view.kind === 'invoice' ? 'INVOICE' : 'QUOTATION';
  const business = view.business;
  const contactLines = [business.address, business.phone, business.email, business.website].filter((line): line is string => Boolean(line));

  // The letterhead: business on a band of its colour; the standard template: business at top left.
  let y: number;
  // The logo scaled to fit its square at the top left; the business's initial when there is none.
  const drawLogo = (x: number, top: number, size: number, light: boolean) => {
    if (drawPdfLogo(doc, logo, x, top, { fit: [size, size] })) return;
    if (!business.showLogo) return;
    doc
      .save()
      .roundedRect(x, top, size, size, mm(2))
      .fill(light ? '#ffffff' : colour)
      .restore();
    doc
      .font(BODY_BOLD_FONT)
      .fontSize(size * 0.5)
      .fillColor(light ? colour : '#ffffff');
    doc.text(pdfSafeText(business.name.trim().charAt(0).toUpperCase() || '?'), x, top + size * 0.22, { width: size, align: 'center', lineBreak: false });
  };
  if (template === 'letterhead') {
    // The band is 42 mm, or as deep as the business's name and contact lines need (a long address wraps).
    const textX = business.showLogo ? LEFT + mm(30) : LEFT;
    const nameHeight = doc
      .font(BODY_BOLD_FONT)
      .fontSize(18)
      .heightOfString(pdfSafeText(business.name), { width: mm(110) });
    doc.font(BODY_FONT).fontSize(9);
    const contactHeight = contactLines.reduce((sum, line) => sum + mm(0.5) + doc.heightOfString(pdfSafeText(line), { width: mm(110) }), 0);
    const band = Math.max(mm(42), mm(10) + nameHeight + contactHeight + mm(5));
    doc.save().rect(0, 0, doc.page.width, band).fill(colour).restore();
    drawLogo(LEFT, mm(9), mm(24), true);
    doc.font(BODY_BOLD_FONT).fontSize(18).fillColor('#ffffff');
    let top = write(business.name, textX, mm(10), mm(110));
    doc.font(BODY_FONT).fontSize(9).fillColor('#ffffff');
    for (const line of contactLines) top = write(line, textX, top + mm(0.5), mm(110));
    doc.font(BODY_BOLD_FONT).fontSize(22).fillColor('#ffffff');
    write(title, mm(125), mm(12), mm(70), 'right');
    y = band + mm(8);
  } else {
    drawLogo(LEFT, mm(15), mm(18), false);
    const textX = business.showLogo ? LEFT + mm(22) : LEFT;
    doc.font(BODY_BOLD_FONT).fontSize(16).fillColor('#111111');
    let top = write(business.name, textX, mm(15), mm(100));
    doc.font(BODY_FONT).fontSize(9).fillColor('#555555');
    for (const line of contactLines) top = write(line, textX, top + mm(0.5), mm(100));
    doc.font(BODY_BOLD_FONT).fontSize(20).fillColor(colour);
    write(title, mm(125), mm(15), mm(70), 'right');
    y = Math.max(top, mm(35)) + mm(6);
  }

  // Customer (left), document details (right).
  doc.font(BODY_BOLD_FONT).fontSize(9).fillColor('#777777');
  write(view.kind === 'invoice' ? 'BILL TO' : 'QUOTATION FOR', LEFT, y, mm(100));
  doc.font(BODY_BOLD_FONT).fontSize(11).fillColor('#111111');
  let leftY = write(view.customer.name || '-', LEFT, y + mm(5), mm(100));
  doc.font(BODY_FONT).fontSize(9).fillColor('#333333');
  for (const line of [view.customer.address, view.customer.email, view.customer.phone]) if (line) leftY = write(line, LEFT, leftY + mm(0.5), mm(100));
  const details: [string, string][] = [
    ['Number', view.reference],
    ['Date', displayDate(view.date)],
    ...(view.dueDate ? [['Due date', displayDate(view.dueDate)] as [string, string]] : []),
    ...(view.expiryDate ? [['Valid until', displayDate(view.expiryDate)] as [string, string]] : []),
    ['Status', STATUS_LABELS[view.status] ?? view.status.toUpperCase()],
  ];
  let rightY = y;
  for (const [label, value] of details) {
    doc.font(BODY_FONT).fontSize(9).fillColor('#777777');
    write(label, mm(120), rightY, mm(35), 'right');
    doc.font(BODY_BOLD_FONT).fillColor(label === 'Status' ? (view.status === 'void' ? '#cc0000' : view.status === 'paid' ? '#2b8a3e' : colour) : '#111111');
    rightY = write(value, mm(157), rightY, mm(38), 'right') + mm(1);
  }
  y = Math.max(leftY, rightY) + mm(8);

  // Lines.
  const header = (top: number) => {
    doc
      .save()
      .rect(LEFT, top - mm(1.5), WIDTH, mm(7))
      .fill(colour)
      .restore();
    doc.font(BODY_BOLD_FONT).fontSize(9).fillColor('#ffffff');
    write('Item', COLUMNS.item.x + mm(2), top, COLUMNS.item.width - mm(2));
    write('Qty', COLUMNS.quantity.x, top, COLUMNS.quantity.width, 'right');
    write('Price', COLUMNS.price.x, top, COLUMNS.price.width, 'right');
    write('Amount', COLUMNS.total.x, top, COLUMNS.total.width - mm(2), 'right');
    return top + mm(8);
  };
  y = header(y);
  for (const item of view.items) {
    doc.font(BODY_FONT).fontSize(9);
    const height = doc.heightOfString(pdfSafeText(item.name), { width: COLUMNS.item.width });
    if (y + height > mm(250)) {
      doc.addPage();
      y = header(mm(15));
      doc.font(BODY_FONT).fontSize(9);
    }
    doc.fillColor('#111111');
    // The row is as deep as its deepest cell (a long name, or an amount too long for its column).
    const end = Math.max(
      write(item.name, COLUMNS.item.x + mm(2), y, COLUMNS.item.width - mm(2)),
      write(item.quantity, COLUMNS.quantity.x, y, COLUMNS.quantity.width, 'right'),
      write(money(item.price), COLUMNS.price.x, y, COLUMNS.price.width, 'right'),
      write(money(item.total), COLUMNS.total.x, y, COLUMNS.total.width - mm(2), 'right'),
    );
    y = end + mm(2);
    doc
      .moveTo(LEFT, y - mm(0.8))
      .lineTo(RIGHT, y - mm(0.8))
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
  }
  y += mm(3);

  // Totals.
  const label = (name: string, adjustment?: { type: string; value: string }) => (adjustment?.type === 'percent' ? `${name} (${adjustment.value}%)` : name);
  const totals: [string, string, boolean][] = [['Subtotal', money(view.subtotal), false]];
  if (view.discount) totals.push([label('Discount', view.discount), `-${money(view.discount.amount)}`, false]);
  if (view.delivery) totals.push([label('Delivery', view.delivery), money(view.delivery.amount), false]);
  if (view.tax) totals.push([label('Tax', view.tax), money(view.tax.amount), false]);
  totals.push(['Total', money(view.total), true]);
  if (view.paid !== undefined && view.balance !== undefined) totals.push(['Paid', money(view.paid), false], ['Balance due', money(view.balance), true]);
  if (y + totals.length * mm(6) + mm(40) > mm(282)) {
    doc.addPage();
    y = mm(15);
  }
  const totalsTop = y;
  for (const [name, value, bold] of totals) {
    doc
      .font(bold ? BODY_BOLD_FONT : BODY_FONT)
      .fontSize(10)
      .fillColor(bold ? colour : '#111111');
    write(name, mm(100), y, mm(46), 'right');
    y = write(value, mm(148), y, mm(45), 'right') + mm(1.5);
  }

  // Bank account (left of the totals), notes and footnote below.
  let noteY = totalsTop;
  if (business.showBankDetails && business.bankAccounts.length > 0) {
    doc.font(BODY_BOLD_FONT).fontSize(9).fillColor('#777777');
    noteY = write('PAY TO', LEFT, noteY, mm(85)) + mm(1);
    doc.font(BODY_FONT).fontSize(9).fillColor('#111111');
    for (const bank of business.bankAccounts) noteY = write(`${bank.bankName} · ${bank.accountNumber} · ${bank.accountName}`, LEFT, noteY, mm(85)) + mm(1);
  }
  y = Math.max(y, noteY) + mm(6);
  if (view.notes) {
    doc.font(BODY_BOLD_FONT).fontSize(9).fillColor('#777777');
    y = write('NOTES', LEFT, y, WIDTH) + mm(1);
    doc.font(BODY_FONT).fontSize(9).fillColor('#333333');
    write(view.notes, LEFT, y, WIDTH);
  }

  // On every page: the footnote, the page number, and VOID / PAID across the page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (view.status === 'void' || view.status === 'paid') {
      doc.save();
      doc.rotate(-30, { origin: [mm(105), mm(160)] });
      doc
        .font(BODY_BOLD_FONT)
        .fontSize(100)
        .fillColor(view.status === 'void' ? '#cc0000' : '#2b8a3e')
        .fillOpacity(0.15);
      doc.text(view.status === 'void' ? 'VOID' : 'PAID', mm(20), mm(140), { width: mm(170), align: 'center', lineBreak: false });
      doc.restore();
    }
    doc.fillOpacity(1);
    if (template === 'letterhead') doc.save().rect(0, mm(290), doc.page.width, mm(7)).fill(colour).restore();
    if (business.footnote) {
      doc.font(BODY_FONT).fontSize(8).fillColor('#555555');
      doc.text(pdfSafeText(business.footnote), LEFT, mm(276), { width: WIDTH, align: 'center', lineBreak: true, height: mm(10) });
    }
    doc.font(BODY_FONT).fontSize(8).fillColor('#777777');
    doc.text(pdfSafeText(`${view.reference} · page ${index - range.start + 1} of ${range.count}`), LEFT, mm(285), {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
