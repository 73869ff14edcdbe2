import { BODY_BOLD_FONT, BODY_FONT, escapeHtml, groupDigits, moneyText, pdfSafeText, readableImage, renderPdf } from '@ledgerline/platform';
import { displayDate, type PosItem } from '@ledgerline/ledger';
import { drawPdfLogo } from '../../businesses/logo/business-logo.js';

/** What a till receipt shows: the business, the sale as the till recorded it. */
export interface PosReceipt {
  /**
   * The business's name and its logo: for the PDF its bytes (loadBusinessLogo), drawn at the top when
   * they are a readable PNG or JPEG; for the page its address (publicLogo), when it has one.
   */
  business: { name: string; logo?: Buffer; logoAddress?: string };
  reference: string;
  date: string;
  recordedAt: string;
  till?: string;
  currency: string;
  items: PosItem[];
  customer?: { name: string };
  subtotal: string;
  discount?: { type: string; value: string; amount: string };
  tax?: { value: string; amount: string };
  amount: string;
  paidBy: string;
  amountCollected: string;
  change: string;
  amountRemaining: string;
  voided: boolean;
}

/** The lines of totals, in the order the till shows them (spec 002 §3 POS totals). */
function totalLines(receipt: PosReceipt): [string, string][] {
  const money = (amount: string) => moneyText(amount, receipt.currency);
  const lines: [string, string][] = [['Subtotal', money(receipt.subtotal)]];
  if (receipt.discount)
    lines.push([`Discount${receipt.discount.type === 'percent' ? ` (${receipt.discount.value}%)` : ''}`, `-${money(receipt.discount.amount)}`]);
  if (receipt.tax) lines.push([`Tax (${receipt.tax.value}%)`, money(receipt.tax.amount)]);
  lines.push(['Total', money(receipt.amount)]);
  lines.push([`Paid (${receipt.paidBy})`, money(receipt.amountCollected)]);
  if (!/^0(\.0+)?$/.test(receipt.change)) lines.push(['Change', money(receipt.change)]);
  if (!/^0(\.0+)?$/.test(receipt.amountRemaining)) lines.push(['On credit', money(receipt.amountRemaining)]);
  return lines;
}

/** The height of the logo's box at the top of the roll, as wide as the paper: the logo is scaled to fit it, on the page as on the PDF. */
const LOGO_HEIGHT_MM = 16;

/**
 * The receipt as a page printable on an 80 mm roll (the browser's print dialog; @page sets the
 * paper). The logo is its public address, which the page (shown in the till's frame before it
 * is printed) loads as any picture: the page stays small however large the logo.
 */
export function renderPosReceiptHtml(receipt: PosReceipt): string {
  const money = (amount: string) => groupDigits(amount);
  const logo = receipt.business.logoAddress;
  const rows = receipt.items
    .map(
      (item) =>
        `<tr><td colspan="2">${escapeHtml(item.name)}${item.discount !== '0.00' ? ` <small>(-${escapeHtml(item.discount)}%)</small>` : ''}</td></tr>` +
        `<tr><td>${escapeHtml(item.quantity)} × ${money(item.price)}</td><td class="r">${money(item.total)}</td></tr>`,
    )
    .join('');
  const totals = totalLines(receipt)
    .map(([label, value]) => `<tr${label === 'Total' ? ' class="b"' : ''}><td>${escapeHtml(label)}</td><td class="r">${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(receipt.reference)}</title>
<style>
@page { size: 80mm auto; margin: 4mm; }
body { width: 72mm; margin: 0 auto; font: 12px/1.35 monospace; color: #000; }
h1 { font-size: 15px; text-align: center; margin: 0 0 2mm; }
p { margin: 0; text-align: center; }
table { width: 100%; border-collapse: collapse; margin-top: 2mm; }
td { vertical-align: top; padding: 0.5mm 0; }
.r { text-align: right; white-space: nowrap; }
.b td { font-weight: bold; border-top: 1px dashed #000; }
.void { font-weight: bold; font-size: 14px; }
</style></head>
<body>
${logo ? `<img src="${escapeHtml(logo)}" alt="" style="display:block;height:${LOGO_HEIGHT_MM}mm;max-width:100%;object-fit:contain;margin:0 auto 2mm">\n` : ''}<h1>${escapeHtml(receipt.business.name)}</h1>
<p>Receipt ${escapeHtml(receipt.reference)}</p>
<p>${escapeHtml(displayDate(receipt.date))}${receipt.till ? ` · Till ${escapeHtml(receipt.till)}` : ''}</p>
${receipt.customer ? `<p>Customer: ${escapeHtml(receipt.customer.name)}</p>` : ''}
${receipt.voided ? '<p class="void">VOIDED</p>' : ''}
<table>${rows}</table>
<table>${totals}</table>
<p style="margin-top:3mm">Thank you</p>
</body></html>`;
}

const mm = (value: number) => (value * 72) / 25.4;
const WIDTH = mm(80);
const MARGIN = mm(4);

/** The receipt as an 80 mm wide PDF (pdfkit, in the fonts of registerPdfFonts), as long as the sale needs. */
export function renderPosReceiptPdf(receipt: PosReceipt, options: { compress?: boolean } = {}): Promise<Buffer> {
  const lineHeight = mm(4.2);
  const logo = receipt.business.logo && readableImage(receipt.business.logo) ? receipt.business.logo : undefined;
  const logoSpace = logo ? mm(LOGO_HEIGHT_MM) + lineHeight / 2 : 0;
  const height =
    MARGIN * 2 + logoSpace + lineHeight * (6 + receipt.items.length * 2 + totalLines(receipt).length + (receipt.customer ? 1 : 0) + (receipt.voided ? 1 : 0));
  return renderPdf(
    {
      size: [WIDTH, Math.max(height, mm(60))],
      margin: MARGIN,
      compress: options.compress ?? true,
      info: { Title: pdfSafeText(`Receipt ${receipt.reference}`), Creator: 'Ledgerline' },
    },
    (doc) => {
      const inner = WIDTH - MARGIN * 2;
      let y = MARGIN;
      // The paper's length is counted in lines (above), so every line is one: a name too long for the roll ends in '…'.
      const oneLine = { height: lineHeight, ellipsis: true, lineBreak: false };
      const line = (left: string, right?: string, bold = false, align: 'left' | 'center' = 'left') => {
        doc.font(bold ? BODY_BOLD_FONT : BODY_FONT).fontSize(8);
        doc.text(pdfSafeText(left), MARGIN, y, { ...oneLine, width: right ? inner * 0.6 : inner, align });
        if (right) doc.text(pdfSafeText(right), MARGIN + inner * 0.4, y, { ...oneLine, width: inner * 0.6, align: 'right' });
        y += lineHeight;
      };
      if (drawPdfLogo(doc, logo, MARGIN, y, { fit: [inner, mm(LOGO_HEIGHT_MM)], align: 'center' })) y += logoSpace;
      line(receipt.business.name, undefined, true, 'center');
      line(`Receipt ${receipt.reference}`, undefined, false, 'center');
      line(`${displayDate(receipt.date)}${receipt.till ? ` - Till ${receipt.till}` : ''}`, undefined, false, 'center');
      if (receipt.customer) line(`Customer: ${receipt.customer.name}`, undefined, false, 'center');
      if (receipt.voided) line('VOIDED', undefined, true, 'center');
      y += lineHeight / 2;
      for (const item of receipt.items) {
        line(`${item.name}${item.discount !== '0.00' ? ` (-${item.discount}%)` : ''}`);
        line(`  ${item.quantity} x ${groupDigits(item.price)}`, groupDigits(item.total));
      }
      y += lineHeight / 2;
      for (const [label, value] of totalLines(receipt)) line(label, value, label === 'Total');
      line('Thank you', undefined, false, 'center');
    },
  );
}
