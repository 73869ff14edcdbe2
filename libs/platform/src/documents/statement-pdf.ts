import { moneyText, pdfSafeText } from './document-text.js';
import { BODY_BOLD_FONT, BODY_FONT } from './pdf-fonts.js';
import { renderPdf } from './render-pdf.js';
import type { PrintedRow } from './profit-and-loss-document.js';

/** A4 in millimetres (spec 002 §9), as the receipts. */
const mm = (value: number) => (value * 72) / 25.4;
const PAGE = { left: mm(15), right: mm(195), top: mm(15), bottom: mm(277) };
/** An amount column has room for ₦ and twelve digits before the point, or a currency's code and ten, on one line (DejaVu Sans bold, 10.5 pt). */
const LABEL_WIDTH = { 1: mm(126), 2: mm(80) } as const;
const AMOUNT_WIDTH = mm(48);

/** A statement to print: its title, the business, the column headings and the rows in print order. */
export interface PrintedStatement {
  /** "Profit and loss", "Cash flow statement". */
  title: string;
  businessName: string;
  currency: string;
  /** One heading per amount column (one or two), e.g. each period's dates. */
  columns: string[];
  rows: PrintedRow[];
  /** A line under the title (what the figures are as of). */
  note?: string;
}

/**
 * A statement as an A4 PDF (in the fonts of registerPdfFonts): one amount column per heading,
 * each amount as the screen and the mail write it (moneyText), a page number on every page.
 * `compress: false` keeps the text readable for tests.
 */
export function renderStatementPdf(statement: PrintedStatement, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      margins: { top: PAGE.top, bottom: mm(15), left: PAGE.left, right: mm(15) },
      compress: options.compress ?? true,
      bufferPages: true,
      info: { Title: pdfSafeText(`${statement.title} ${statement.columns[0]}`), Author: pdfSafeText(statement.businessName), Creator: 'Ledgerline' },
    },
    (doc) => draw(doc, statement),
  );
}

function draw(doc: PDFKit.PDFDocument, statement: PrintedStatement): void {
  const columns = statement.columns.length === 1 ? 1 : 2;
  const amountX = (index: number) => PAGE.right - AMOUNT_WIDTH * (columns - index);
  const write = (value: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') => {
    doc.text(pdfSafeText(value), x, y, { width, align });
    return doc.y;
  };

  doc.fillColor('#111111').font(BODY_BOLD_FONT).fontSize(16);
  let y = write(statement.businessName, PAGE.left, PAGE.top, mm(180));
  doc.font(BODY_BOLD_FONT).fontSize(13);
  y = write(statement.title, PAGE.left, y + mm(1), mm(180));
  doc.font(BODY_FONT).fontSize(9).fillColor('#555555');
  if (statement.note) y = write(statement.note, PAGE.left, y + mm(1), mm(180));

  const header = (top: number) => {
    doc.font(BODY_BOLD_FONT).fontSize(8).fillColor('#111111');
    let bottom = top;
    statement.columns.slice(0, columns).forEach((label, index) => {
      bottom = Math.max(bottom, write(label, amountX(index), top, AMOUNT_WIDTH, 'right'));
    });
    bottom += mm(1);
    doc.moveTo(PAGE.left, bottom).lineTo(PAGE.right, bottom).lineWidth(0.5).strokeColor('#999999').stroke();
    return bottom + mm(1.5);
  };
  y = header(y + mm(5));

  for (const row of statement.rows) {
    const indent = row.style === 'line' ? mm(4) : row.style === 'detail' ? mm(8) : 0;
    const bold = row.style === 'heading' || row.style === 'total' || row.style === 'key';
    doc
      .font(bold ? BODY_BOLD_FONT : BODY_FONT)
      .fontSize(row.style === 'key' ? 10.5 : row.style === 'detail' ? 8.5 : 9.5)
      .fillColor(row.style === 'memo' || row.style === 'detail' ? '#555555' : '#111111');
    const labelWidth = LABEL_WIDTH[columns] - indent;
    const height = doc.heightOfString(pdfSafeText(row.label), { width: labelWidth });
    if (y + height + mm(3) > PAGE.bottom) {
      doc.addPage();
      y = header(PAGE.top);
      doc.font(bold ? BODY_BOLD_FONT : BODY_FONT).fillColor('#111111');
    }
    if (row.style === 'heading') y += mm(2);
    if (row.style === 'total' || row.style === 'key') {
      doc
        .moveTo(amountX(0), y - mm(0.5))
        .lineTo(PAGE.right, y - mm(0.5))
        .lineWidth(0.4)
        .strokeColor('#bbbbbb')
        .stroke();
    }
    let end = write(row.label, PAGE.left + indent, y, labelWidth);
    row.amounts.slice(0, columns).forEach((amount, index) => {
      end = Math.max(end, write(moneyText(amount, statement.currency), amountX(index), y, AMOUNT_WIDTH, 'right'));
    });
    y = end + (row.style === 'key' ? mm(2.5) : mm(1));
  }

  // Page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    doc.font(BODY_FONT).fontSize(8).fillColor('#777777');
    doc.text(pdfSafeText(`${statement.title} ${statement.columns[0]} · page ${index - range.start + 1} of ${range.count}`), PAGE.left, mm(287), {
      width: mm(180),
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
