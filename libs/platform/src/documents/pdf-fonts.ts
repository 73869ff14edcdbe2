// The fonts of every PDF the product writes (invoices, quotations, receipts, the till's receipt, QR
// menus, the profit and loss). pdfkit's built-in Helvetica knows WinAnsi only, which has no naira
// sign: the PDFs embed DejaVu Sans instead (the npm package dejavu-fonts-ttf; free licence of
// Bitstream Vera and DejaVu), one TrueType file per weight with ₦ and the other currency signs,
// Latin with every accent (ọ, ẹ, ṣ, ƙ, ɗ, the tone marks of Yoruba), Greek and Cyrillic. Each of
// its letters is one glyph, so the text reads back (copy, search, pdftotext) as it was written.
// pdfkit embeds only the glyphs a document draws: a PDF grows by about 10 KB per weight it uses.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont } from 'fontkit';

/** The names a PDFDocument knows the fonts by once registerPdfFonts has run. */
export const BODY_FONT = 'Body';
export const BODY_BOLD_FONT = 'Body-Bold';

/** The font files, resolved through the package (from the sources, the built dist, Jest or a clean install alike). */
const FONT_FILES = {
  [BODY_FONT]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [BODY_BOLD_FONT]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let files: Record<keyof typeof FONT_FILES, Buffer> | undefined;
let covered: Set<number> | undefined;

/** The bytes of each font, read once per process. */
export function pdfFontFiles(): Record<keyof typeof FONT_FILES, Buffer> {
  if (!files) {
    const resolve = createRequire(import.meta.url).resolve;
    files = { [BODY_FONT]: readFileSync(resolve(FONT_FILES[BODY_FONT])), [BODY_BOLD_FONT]: readFileSync(resolve(FONT_FILES[BODY_BOLD_FONT])) };
  }
  return files;
}

/** Registers the fonts on the document as BODY_FONT and BODY_BOLD_FONT, and writes in BODY_FONT from here on. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  for (const [name, bytes] of Object.entries(pdfFontFiles())) doc.registerFont(name, bytes);
  return doc.font(BODY_FONT);
}

/** Letters of scripts written right to left, which pdfkit would set left to right, word by word: not drawn. */
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether the PDFs draw the character (by its code point): both weights have it, and it is not written right to left. */
export function pdfFontsDraw(codePoint: number): boolean {
  if (!covered) {
    const [regular, bold] = Object.values(pdfFontFiles()).map((bytes) => new Set(openFont(bytes).characterSet));
    covered = new Set([...regular!].filter((point) => bold!.has(point) && !RIGHT_TO_LEFT.test(String.fromCodePoint(point))));
  }
  return covered.has(codePoint);
}
