import { BODY_BOLD_FONT } from './pdf-fonts.js';
import { renderPdf } from './render-pdf.js';

describe('renderPdf', () => {
  it('answers the drawn document as one PDF, in the product’s fonts', async () => {
    const pdf = await renderPdf({ size: 'A4', compress: false }, (doc) => {
      doc.font(BODY_BOLD_FONT).text('Total ₦1,250.00');
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('DejaVuSans-Bold');
  });

  it('rejects when the drawing throws instead of leaving the promise pending', async () => {
    await expect(
      renderPdf({ size: 'A4' }, () => {
        throw new Error('no such logo');
      }),
    ).rejects.toThrow('no such logo');
  });
});
