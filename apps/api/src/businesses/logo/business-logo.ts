import { uploadedLogoPath } from '@ledgerline/ledger';
import { getBusinessProfile, type Queryable } from '@ledgerline/projections';
import { loadProductImage } from '../../catalogue/images/product-images.js';
import { isUuid } from '../business-ids.js';
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
 * is never fetched by the server. What the documents draw of it is decided by drawPdfLogo (and, for
 * the pages, publicLogo): a PNG or a JPEG that reads back whole, nothing else.
 */
export async function loadBusinessLogo(db: Queryable, businessId: string, companyImage: string | null): Promise<Buffer | undefined> {
  if (!companyImage) return undefined;
  if (!companyImage.startsWith(UPLOADED_LOGO)) return logoFromDataUrl(companyImage);
  const sha256 = uploadedLogoHash(companyImage);
  return sha256 ? (await loadProductImage(db, businessId, sha256))?.bytes : undefined;
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

/** Where anyone may fetch a business's current logo (GET /api/v1/logo/{businessId}/{sha256}, no sign-in). */
export const publicLogoPath = (businessId: string, sha256: string): string => `/api/v1/logo/${businessId}/${sha256}`;

/** The sha256 of the uploaded logo a company image names; undefined for none, a web address or a data URL. */
function uploadedLogoHash(companyImage: string | null): string | undefined {
  const sha256 = companyImage?.startsWith(UPLOADED_LOGO) ? companyImage.slice(UPLOADED_LOGO.length) : undefined;
  return sha256 && SHA256.test(sha256) ? sha256 : undefined;
}

/**
 * Whether a business's stored picture is a readable PNG or JPEG, by business and sha256. A stored
 * picture never changes or goes, so the answer is kept once it is there (a missing one may be
 * uploaded later: not kept): a public answer names the logo without loading up to 10 MB and
 * inflating a PNG each time. Bounded; cleared when full.
 */
const readableStored = new Map<string, boolean>();
const READABLE_STORED_MAX = 1000;

async function storedReadable(db: Queryable, businessId: string, sha256: string): Promise<boolean> {
  const key = `${businessId}:${sha256}`;
  const known = readableStored.get(key);
  if (known !== undefined) return known;
  const image = await loadProductImage(db, businessId, sha256);
  if (!image) return false;
  const readable = readableImage(image.bytes) !== undefined;
  if (readableStored.size >= READABLE_STORED_MAX) readableStored.clear();
  readableStored.set(key, readable);
  return readable;
}

/**
 * The logo as the public pages (receipt, invoice, quotation) and the till's receipt page show it:
 * the address of the business's current uploaded logo (publicLogoPath) when it is a readable PNG or
 * JPEG, as the PDFs draw it; else null (no logo, a web address, a GIF or a damaged file).
 */
export async function publicLogo(db: Queryable, businessId: string, companyImage: string | null): Promise<string | null> {
  const sha256 = uploadedLogoHash(companyImage);
  return sha256 && (await storedReadable(db, businessId, sha256)) ? publicLogoPath(businessId, sha256) : null;
}

/**
 * What GET /api/v1/logo/{businessId}/{sha256} serves: the business's logo when its company image
 * names that sha256 now and the bytes are a readable PNG or JPEG (typed by reading them); undefined
 * for anything else (a malformed id or hash, no such business, an old logo, another picture).
 */
export async function currentPublicLogo(db: Queryable, businessId: string, sha256: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  if (!isUuid(businessId) || !SHA256.test(sha256)) return undefined;
  const profile = await getBusinessProfile(db, businessId);
  if (!profile || uploadedLogoHash(profile.companyImage) !== sha256) return undefined;
  const image = await loadProductImage(db, businessId, sha256);
  const readable = image && readableImage(image.bytes);
  return readable ? { contentType: readable.contentType, bytes: image.bytes } : undefined;
}
