import QRCode from 'qrcode';
import type { QrMenuRow } from '@ledgerline/projections';
import { BODY_BOLD_FONT, BODY_FONT, pdfSafeText, renderPdf } from '@ledgerline/platform';

/** The web app's public page of a menu (spec 001 §2: /qr-menus/{id}, no sign-in): what the QR code holds. */
export const qrMenuUrl = (appUrl: string, menuId: string) => `${appUrl}/qr-menus/${encodeURIComponent(menuId)}`;

/** The QR code as a PNG, error correction M (a printed code survives a smudge). */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });
}

/** An A4 page to print: the business, the menu's name, the QR code and its address. */
export async function qrMenuPdf(menu: QrMenuRow, url: string): Promise<Buffer> {
  const png = await qrCodePng(url);
  return renderPdf({ size: 'A4', margin: 56, info: { Title: pdfSafeText(`${menu.businessName} - ${menu.name}`) } }, (doc) => {
    const width = doc.page.width - 112;
    doc.font(BODY_BOLD_FONT).fontSize(26).text(pdfSafeText(menu.businessName), { align: 'center', width });
    doc.moveDown(0.3).font(BODY_FONT).fontSize(18).text(pdfSafeText(menu.name), { align: 'center', width });
    doc.moveDown(0.5).fontSize(12).fillColor('#555555').text('Scan to see our menu and prices', { align: 'center', width });
    const size = 300;
    doc.image(png, (doc.page.width - size) / 2, doc.y + 24, { width: size, height: size });
    doc.y += size + 48;
    doc.fillColor('#000000').fontSize(10).text(url, { align: 'center', width, link: url });
  });
}
