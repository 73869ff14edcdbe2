import { detectReceiptType } from './file-type.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('receipt file types, by content', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s', (_, content, type) => {
    expect(detectReceiptType(content)?.contentType).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PDF after a preamble', bytes('junk\n%PDF-1.7')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, content) => {
    expect(detectReceiptType(content)).toBeUndefined();
  });
});
