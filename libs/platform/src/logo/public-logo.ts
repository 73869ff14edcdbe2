// The business's logo as anyone may fetch it (GET /api/v1/logo/{businessId}/{sha256}, no sign-in):
// what the public pages show and what heads the mails sent on the business's behalf, by the API
// and by the worker alike (docs/business-logo.md, docs/mail.md).

import { uploadedLogoPath } from '@ledgerline/ledger';
import type { Queryable } from '@ledgerline/projections';
import { readableImage } from './readable-image.js';
import { loadStoredImage } from './stored-image.js';

const UPLOADED_LOGO = uploadedLogoPath('');
/** How a stored picture is named: the hex sha256 of its bytes. */
export const LOGO_SHA256 = /^[0-9a-f]{64}$/;

/** The sha256 of the uploaded logo a company image names; undefined for none, a web address or a data URL. */
export function uploadedLogoHash(companyImage: string | null | undefined): string | undefined {
  const sha256 = companyImage?.startsWith(UPLOADED_LOGO) ? companyImage.slice(UPLOADED_LOGO.length) : undefined;
  return sha256 && LOGO_SHA256.test(sha256) ? sha256 : undefined;
}

/** Where anyone may fetch a business's current logo (GET /api/v1/logo/{businessId}/{sha256}, no sign-in). */
export const publicLogoPath = (businessId: string, sha256: string): string => `/api/v1/logo/${businessId}/${sha256}`;

/**
 * Whether a business's stored picture is a readable PNG or JPEG, by business and sha256. A stored
 * picture never changes or goes, so the answer is kept once it is there (a missing one may be
 * uploaded later: not kept): a public answer names the logo without loading up to 10 MB and
 * inflating a PNG each time. Bounded; cleared when full. Each process (API, worker) keeps its own.
 */
const readableStored = new Map<string, boolean>();
const READABLE_STORED_MAX = 1000;

async function storedReadable(db: Queryable, businessId: string, sha256: string): Promise<boolean> {
  const key = `${businessId}:${sha256}`;
  const known = readableStored.get(key);
  if (known !== undefined) return known;
  const image = await loadStoredImage(db, businessId, sha256);
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
export async function publicLogo(db: Queryable, businessId: string, companyImage: string | null | undefined): Promise<string | null> {
  const sha256 = uploadedLogoHash(companyImage);
  return sha256 && (await storedReadable(db, businessId, sha256)) ? publicLogoPath(businessId, sha256) : null;
}

/**
 * The logo as a mail's header takes it (MailSender.logoUrl): publicLogo's address under the app's
 * public address (APP_URL), since a mail client opens nothing relative; else null.
 */
export async function publicLogoUrl(db: Queryable, appUrl: string, businessId: string, companyImage: string | null | undefined): Promise<string | null> {
  const path = await publicLogo(db, businessId, companyImage);
  return path && `${appUrl}${path}`;
}
