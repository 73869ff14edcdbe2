import type { FastifyReply } from 'fastify';
import type { Queryable } from '@ledgerline/projections';
import { documentFileName } from './invoice-mail.js';
import { documentPdf, type PdfTemplate } from './invoice-pdf.js';
import type { DocumentView } from './invoice-view.js';

/** The invoice's or quotation's PDF as a download named by its reference. */
export function downloadDocumentPdf(
  reply: FastifyReply,
  db: Queryable,
  businessId: string,
  view: DocumentView,
  options: { template?: PdfTemplate } = {},
): Promise<Buffer> {
  void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${documentFileName(view.reference)}"`);
  return documentPdf(db, businessId, view, options);
}
