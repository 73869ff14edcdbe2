import { uploadedLogoPath } from '@ledgerline/ledger';
import { LOGO_SHA256, loadStoredImage, readableImage, uploadedLogoHash } from '@ledgerline/platform';
import { getBusinessProfile, type Queryable } from '@ledgerline/projections';
import { isUuid } from '../business-ids.js';

// What the public pages and mails name (publicLogo, publicLogoPath) lives in @ledgerline/platform,
// for the worker's mails too; drawing the logo in a PDF and serving it stay with the API.

const UPLOADED_LOGO = uploadedLogoPath('');
const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/;

/** A logo written in the profile as a PNG or JPEG data URL; undefined for anything else. */
export function logoFromDataUrl(companyImage: string | null): Buffer | undefined {
  const match = companyImage ? DATA_URL.exec(companyImage) : null;
  return match ? Buffer.from(match[2]!, 'base64') : undefined;
}

/**
 * The bytes of the business's logo, as its profile's company image names it (docs/business-logo.md):
 * an uploaded logo, read from the business's image store, or a PNG or JPEG data URL. A web address
 * is never fetched by the server. What the documents draw of it is decided by drawPdfLogo (and, for
 * the pages, publicLogo): a PNG or a JPEG that reads back whole, nothing else.
 */
export async function loadBusinessLogo(db: Queryable, businessId: string, companyImage: string | null): Promise<Buffer | undefined> {
  if (!companyImage) return undefined;
  if (!companyImage.startsWith(UPLOADED_LOGO)) return logoFromDataUrl(companyImage);
  const sha256 = uploadedLogoHash(companyImage);
  return sha256 ? (await loadStoredImage(db, businessId, sha256))?.bytes : undefined;
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

/**
 * What GET /api/v1/logo/{businessId}/{sha256} serves: the business's logo when its company image
 * names that sha256 now and the bytes are a readable PNG or JPEG (typed by reading them); undefined
 * for anything else (a malformed id or hash, no such business, an old logo, another picture).
 */
export async function currentPublicLogo(db: Queryable, businessId: string, sha256: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  if (!isUuid(businessId) || !LOGO_SHA256.test(sha256)) return undefined;
  const profile = await getBusinessProfile(db, businessId);
  if (!profile || uploadedLogoHash(profile.companyImage) !== sha256) return undefined;
  const image = await loadStoredImage(db, businessId, sha256);
  const readable = image && readableImage(image.bytes);
  return readable ? { contentType: readable.contentType, bytes: image.bytes } : undefined;
}
