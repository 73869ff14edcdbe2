import { displayDate } from '@ledgerline/ledger';
import { BODY_BOLD_FONT, BODY_FONT, moneyText, pdfSafeText, renderPdf } from '@ledgerline/platform';
import type { Queryable } from '@ledgerline/projections';
import { drawPdfLogo, loadBusinessLogo } from '../businesses/logo/business-logo.js';
import type { FoundReceipt } from './find-receipt.js';
import type { ReceiptAdjustment, ReceiptView } from './receipt-view.js';

/** Spec 002 §9: PDF output is A4, laid out in millimetres. */
const mm = (value: number) => (value * 72) / 25.4;
const PAGE = { left: mm(15), right: mm(195), top: mm(15), bottom: mm(282) };
/** The logo's square at the top left, as on the invoice; the business's name and address move right of it. */
const LOGO = { size: mm(18), textOffset: mm(22) };
/** The amounts have room for ₦ and eleven digits before the point, or a currency's code and nine, on one line (DejaVu Sans, 9 pt). */
const COLUMNS = {
  item: { x: mm(15), width: mm(80) },
  quantity: { x: mm(97), width: mm(18) },
  price: { x: mm(117), width: mm(38) },
  total: { x: mm(157), width: mm(38) },
};

/** The receipt's PDF (renderReceiptPdf) with the business's logo read from its image store. */
export async function receiptPdf(db: Queryable, businessId: string, found: FoundReceipt): Promise<Buffer> {
  return renderReceiptPdf(found.view, { logo: await loadBusinessLogo(db, businessId, found.companyImage) });
}

/**
 * The receipt as an A4 PDF (pdfkit, in the fonts of registerPdfFonts, amounts as moneyText writes
 * them): the business's logo (`logo`, as loadBusinessLogo reads it, drawn by drawPdfLogo when it is
 * a readable PNG or JPEG), name and address, the document, its items and totals, VOID across a
 * voided one.
 */
export function renderReceiptPdf(view: ReceiptView, options: { compress?: boolean; logo?: Buffer } = {}): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      margins: { top: PAGE.top, bottom: mm(15), left: PAGE.left, right: mm(15) },
      compress: options.compress ?? true,
      bufferPages: true,
      info: { Title: pdfSafeText(`${view.title} ${view.reference}`), Author: pdfSafeText(view.business.name), Creator: 'Ledgerline' },
    },
    (doc) => drawReceipt(doc, view, options.logo),
  );
}

function drawReceipt(doc: PDFKit.PDFDocument, view: ReceiptView, logo: Buffer | undefined): void {
  const money = (amount: string) => moneyText(amount, view.currency);
  const write = (value: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') => {
    doc.text(pdfSafeText(value), x, y, { width, align });
    return doc.y;
  };

  // The business (left, right of its logo when it has one) and the document (right).
  const withLogo = drawPdfLogo(doc, logo, PAGE.left, PAGE.top, { fit: [LOGO.size, LOGO.size] });
  const businessX = withLogo ? PAGE.left + LOGO.textOffset : PAGE.left;
  const businessWidth = withLogo ? mm(105) - LOGO.textOffset : mm(105);
  doc.fillColor('#111111').font(BODY_BOLD_FONT).fontSize(16);
  let leftY = write(view.business.name, businessX, PAGE.top, businessWidth);
  doc.font(BODY_FONT).fontSize(9).fillColor('#555555');
  for (const line of [view.business.address, view.business.phone, view.business.email]) {
    if (line) leftY = write(line, businessX, leftY + mm(0.5), businessWidth);
  }
  if (withLogo) leftY = Math.max(leftY, PAGE.top + LOGO.size);
  doc.fillColor('#111111').font(BODY_BOLD_FONT).fontSize(14);
  let rightY = write(view.title.toUpperCase(), mm(125), PAGE.top, mm(70), 'right');
  doc.font(BODY_FONT).fontSize(9).fillColor('#333333');
  rightY = write(`Reference: ${view.reference}`, mm(125), rightY + mm(1), mm(70), 'right');
  rightY = write(`Date: ${displayDate(view.date)}`, mm(125), rightY + mm(0.5), mm(70), 'right');
  doc.font(BODY_BOLD_FONT).fillColor(view.status === 'voided' ? '#cc0000' : '#333333');
  rightY = write(`Status: ${view.statusLabel}`, mm(125), rightY + mm(0.5), mm(70), 'right');

  let y = Math.max(leftY, rightY) + mm(6);
  doc.font(BODY_FONT).fontSize(10).fillColor('#111111');
  if (view.customer) y = write(`${view.customerLabel}: ${view.customer.name}`, PAGE.left, y, mm(180)) + mm(1);
  if (view.paymentMethod) y = write(`Paid by: ${view.paymentMethod}`, PAGE.left, y, mm(180)) + mm(1);
  y += mm(4);

  // Items (a document without items, such as money in, shows one line for its amount).
  const rows = view.items.length > 0 ? view.items : [{ name: view.description ?? view.title, quantity: '1', price: view.total, total: view.total }];
  const header = (top: number) => {
    doc.font(BODY_BOLD_FONT).fontSize(9).fillColor('#111111');
    write('Item', COLUMNS.item.x, top, COLUMNS.item.width);
    write('Qty', COLUMNS.quantity.x, top, COLUMNS.quantity.width, 'right');
    write('Price', COLUMNS.price.x, top, COLUMNS.price.width, 'right');
    const bottom = write('Total', COLUMNS.total.x, top, COLUMNS.total.width, 'right') + mm(1);
    doc.moveTo(PAGE.left, bottom).lineTo(PAGE.right, bottom).lineWidth(0.5).strokeColor('#999999').stroke();
    return bottom + mm(1.5);
  };
  y = header(y);
  for (const item of rows) {
    doc.font(BODY_FONT).fontSize(9);
    const height = doc.heightOfString(pdfSafeText(item.name), { width: COLUMNS.item.width });
    if (y + height > PAGE.bottom - mm(10)) {
      doc.addPage();
      y = header(PAGE.top);
      doc.font(BODY_FONT).fontSize(9);
    }
    doc.fillColor('#111111');
    // The row is as deep as its deepest cell (a long name, or an amount too long for its column).
    const end = Math.max(
      write(item.name, COLUMNS.item.x, y, COLUMNS.item.width),
      write(item.quantity, COLUMNS.quantity.x, y, COLUMNS.quantity.width, 'right'),
      write(money(item.price), COLUMNS.price.x, y, COLUMNS.price.width, 'right'),
      write(money(item.total), COLUMNS.total.x, y, COLUMNS.total.width, 'right'),
    );
    y = end + mm(1.5);
  }
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += mm(3);

  // Totals, right-aligned.
  const adjustmentLabel = (label: string, adjustment: ReceiptAdjustment) => (adjustment.percent ? `${label} (${adjustment.percent}%)` : label);
  const totals: [string, string, boolean][] = [['Subtotal', money(view.subtotal), false]];
  if (view.discount) totals.push([adjustmentLabel('Discount', view.discount), `-${money(view.discount.amount)}`, false]);
  if (view.delivery) totals.push([adjustmentLabel('Delivery', view.delivery), money(view.delivery.amount), false]);
  if (view.tax) totals.push([adjustmentLabel('Tax', view.tax), money(view.tax.amount), false]);
  totals.push(['Total', money(view.total), true], ['Paid', money(view.paid), false], ['Balance due', money(view.balance), true]);
  if (view.dueDate) totals.push(['Due date', displayDate(view.dueDate), false]);
  if (y + totals.length * mm(6) > PAGE.bottom) {
    doc.addPage();
    y = PAGE.top;
  }
  for (const [label, value, bold] of totals) {
    doc
      .font(bold ? BODY_BOLD_FONT : BODY_FONT)
      .fontSize(10)
      .fillColor('#111111');
    write(label, mm(100), y, mm(46), 'right');
    y = write(value, mm(148), y, mm(47), 'right') + mm(1.5);
  }
  if (view.description && view.items.length > 0) {
    doc.font(BODY_FONT).fontSize(9).fillColor('#333333');
    write(`Note: ${view.description}`, PAGE.left, y + mm(4), mm(180));
  }

  // On every page: VOID across a voided receipt, and the page number.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    if (view.status === 'voided') {
      doc.save();
      doc.rotate(-30, { origin: [mm(105), mm(148)] });
      doc.font(BODY_BOLD_FONT).fontSize(110).fillColor('#cc0000').fillOpacity(0.2);
      doc.text('VOID', mm(20), mm(130), { width: mm(170), align: 'center', lineBreak: false });
      doc.restore();
    }
    doc.font(BODY_FONT).fontSize(8).fillColor('#777777').fillOpacity(1);
    doc.text(pdfSafeText(`${view.reference} · page ${index - range.start + 1} of ${range.count}`), PAGE.left, mm(287), {
      width: mm(180),
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
