import { deflateSync } from 'node:zlib';
import { DAMAGED_PNG, GIF_1X1, JPEG_1X1, PNG_1X1, testPng } from '@ledgerline/testing';
import { MAX_DECODED_BYTES, readableImage } from './readable-image.js';

/** The JPEG with its frame header changed: `marker` instead of its own (baseline, FFC0), another precision or width. */
function jpegWith(change: { marker?: number; precision?: number; width?: number }): Buffer {
  const bytes = Buffer.from(JPEG_1X1);
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  if (change.marker !== undefined) bytes.writeUInt16BE(change.marker, frame);
  if (change.precision !== undefined) bytes[frame + 4] = change.precision;
  if (change.width !== undefined) bytes.writeUInt16BE(change.width, frame + 7);
  return bytes;
}

describe('a picture the documents can draw', () => {
  it.each([
    ['a 1×1 PNG with alpha', PNG_1X1, 'image/png', 1, 1],
    ['a 1×1 baseline JPEG', JPEG_1X1, 'image/jpeg', 1, 1],
    ['an RGBA PNG', testPng({ width: 40, height: 12 }), 'image/png', 40, 12],
    ['an RGB PNG', testPng({ width: 5, height: 7, colourType: 2 }), 'image/png', 5, 7],
    ['an interlaced PNG', testPng({ width: 16, height: 9, interlaced: true }), 'image/png', 16, 9],
    ['a progressive JPEG', jpegWith({ marker: 0xffc2 }), 'image/jpeg', 1, 1],
  ])('reads %s', (_, bytes, contentType, width, height) => {
    expect(readableImage(bytes)).toEqual({ contentType, width, height });
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['a GIF (pdfkit draws no GIF)', GIF_1X1],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG whose pixel data is not zlib', DAMAGED_PNG],
    ['a PNG cut short', PNG_1X1.subarray(0, 40)],
    ['a PNG with a damaged chunk (its CRC does not match)', Buffer.from(PNG_1X1).fill(0x55, 45, 47)],
    ['a PNG with a row filter that does not exist', testPng({ filter: 5 })],
    ['a PNG with fewer rows than its header says', testPng({ width: 4, height: 3, declared: { width: 4, height: 30 } })],
    [
      'a PNG whose pixel data inflates to more than its header says',
      testPng({ declared: { width: 4, height: 3 }, pixelData: deflateSync(Buffer.alloc(1 << 20)) }),
    ],
    // png-js (pdfkit's decoder) reads a filter byte for each row of a pass that has no pixels: the rows after it shift.
    ['a 3×3 interlaced PNG, which pdfkit misreads', testPng({ width: 3, height: 3, interlaced: true })],
    [
      'a JPEG without a frame header',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]),
    ],
    ['an arithmetic-coded JPEG', jpegWith({ marker: 0xffc9 })],
    ['a 12-bit JPEG', jpegWith({ precision: 12 })],
    ['a JPEG zero pixels wide', jpegWith({ width: 0 })],
  ])('refuses %s', (_, bytes) => {
    expect(readableImage(bytes)).toBeUndefined();
  });

  it('reads a PNG up to 4096 × 4096 pixels with alpha, and no larger', () => {
    const blank = (width: number, height: number) =>
      testPng({ declared: { width, height }, pixelData: deflateSync(Buffer.alloc(height * (1 + width * 4)), { level: 1 }) });
    expect(MAX_DECODED_BYTES).toBe(4096 * (1 + 4096 * 4));
    expect(readableImage(blank(4096, 4096))).toEqual({ contentType: 'image/png', width: 4096, height: 4096 });
    expect(readableImage(blank(4097, 4096))).toBeUndefined();
  });
});
