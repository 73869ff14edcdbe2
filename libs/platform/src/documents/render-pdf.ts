// Every PDF the product writes (invoices, quotations, receipts, the till's receipt, QR menus, the
// statements) is made the same way: a pdfkit document in the product's fonts, drawn, ended, and
// its stream collected into one Buffer. This is that way, once.

import PDFDocument from 'pdfkit';
import { registerPdfFonts } from './pdf-fonts.js';

/**
 * Draws a PDF with `options` (pdfkit's) in the fonts of registerPdfFonts and answers its bytes.
 * A drawing that throws rejects the promise instead of leaving it pending.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerPdfFonts(doc);
    draw(doc);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  doc.end();
  return finished;
}
