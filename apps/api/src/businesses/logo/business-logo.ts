import { uploadedLogoPath } from '@ledgerline/ledger';
import type { Queryable } from '@ledgerline/projections';
import { loadProductImage } from '../../catalogue/images/product-images.js';
import { readableImage } from './readable-image.js';

const UPLOADED_LOGO = uploadedLogoPath('');
const SHA256 = /^[0-9a-f]{64}$/;
const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/;

/** A logo written in the profile as a PNG or JPEG data URL; undefined for anything else. */
export function logoFromDataUrl(companyImage: string | null): Buffer | undefined {
  const match = companyImage ? DATA_URL.exec(companyImage) : null;
  return match ? Buffer.from(match[2]!, 'base64') : undefined;
}

/**
 * The bytes of the business's logo, as its profile's company image names it (docs/business-logo.md):
 * an uploaded logo, read from the business's image store, or a PNG or JPEG data URL. A web address
 * is never fetched by the server. What the documents draw of it is decided by drawPdfLogo and
 * logoDataUrl: a PNG or a JPEG that reads back whole, nothing else.
 */
export async function loadBusinessLogo(db: Queryable, businessId: string, companyImage: string | null): Promise<Buffer | undefined> {
  if (!companyImage) return undefined;
  if (!companyImage.startsWith(UPLOADED_LOGO)) return logoFromDataUrl(companyImage);
  const sha256 = companyImage.slice(UPLOADED_LOGO.length);
  return SHA256.test(sha256) ? (await loadProductImage(db, businessId, sha256))?.bytes : undefined;
}

/**
 * Draws the logo scaled to fit the box whose top left corner is (x, y) (centred in it with
 * `align: 'center'`, else at its left), and says whether it did. A logo that is not a readable PNG
 * or JPEG (readableImage), or none, draws nothing and leaves the document as it would be without.
 */
export function drawPdfLogo(
  doc: PDFKit.PDFDocument,
  logo: Buffer | undefined,
  x: number,
  y: number,
  box: { fit: [number, number]; align?: 'center' },
): boolean {
  if (!logo || !readableImage(logo)) return false;
  try {
    doc.image(logo, x, y, box);
    return true;
  } catch {
    return false; // pdfkit refused it before drawing anything (e.g. its EXIF block)
  }
}

/** The logo as an `<img>` source: a data URL of a readable PNG or JPEG (readableImage); undefined for anything else. */
export function logoDataUrl(logo: Buffer | undefined): string | undefined {
  const image = logo && readableImage(logo);
  return image ? `data:${image.contentType};base64,${logo.toString('base64')}` : undefined;
}

/**
 * The logo as the public pages (receipt, invoice, quotation) show it: a data URL of a readable PNG
 * or JPEG (logoDataUrl), else null. The picture itself travels in the answer because its address,
 * GET /accounts/settings/logo/{hash}, is for the business's members only.
 */
export async function publicLogo(db: Queryable, businessId: string, companyImage: string | null): Promise<string | null> {
  return logoDataUrl(await loadBusinessLogo(db, businessId, companyImage)) ?? null;
}
