import { describe, expect, it } from '@jest/globals';
import PDFDocument from 'pdfkit';
import { moneyText } from './document-text.js';
import { BODY_BOLD_FONT, BODY_FONT, pdfFontFiles, pdfFontsDraw, registerPdfFonts } from './pdf-fonts.js';

/** A one-line PDF in the given font, uncompressed. */
function onePdf(font: string, text: string): Promise<string> {
  const doc = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<string>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))));
  registerPdfFonts(doc).font(font).text(text);
  doc.end();
  return done;
}

describe('the PDFs’ fonts', () => {
  it('are DejaVu Sans, read from the package once, one file per weight', () => {
    const files = pdfFontFiles();
    expect(pdfFontFiles()).toBe(files);
    for (const bytes of Object.values(files)) {
      // A TrueType font (version 1.0), hundreds of kilobytes: the whole font, not a subset.
      expect(bytes.subarray(0, 4).toString('hex')).toBe('00010000');
      expect(bytes.length).toBeGreaterThan(500_000);
    }
  });

  it('draw the naira sign and the letters of the businesses’ names, and not scripts they lack', () => {
    for (const char of '₦$€£ABCZabcz0189ọẹṣỌẸṢɗƙɓáéíóú\u0300\u0301\u0323') expect([char, pdfFontsDraw(char.codePointAt(0)!)]).toEqual([char, true]);
    for (const char of '漢字سلامשלום') expect([char, pdfFontsDraw(char.codePointAt(0)!)]).toEqual([char, false]);
  });

  it.each([
    [BODY_FONT, 'DejaVuSans'],
    [BODY_BOLD_FONT, 'DejaVuSans-Bold'],
  ])('are embedded as subsets: %s', async (font, name) => {
    const pdf = await onePdf(font, `Total ${moneyText('1500', 'NGN')}`);
    expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${name}\\b`));
    expect(pdf).toContain('/FontFile2');
    expect(pdf).not.toContain('/Helvetica');
    // Only the glyphs drawn: a few kilobytes, not the whole font.
    expect(pdf.length).toBeLessThan(30_000);
  });
});

describe('moneyText', () => {
  it('writes an amount as the business reads it: the naira by its sign, other currencies by their code', () => {
    expect(moneyText('1500', 'NGN')).toBe('₦1,500.00');
    expect(moneyText('-20', 'NGN')).toBe('-₦20.00');
    expect(moneyText('1234.5', 'USD')).toBe('USD 1,234.50');
    expect(moneyText('1500', 'JPY')).toBe('JPY 1,500');
  });
});
