import { crc32, deflateSync } from 'node:zlib';

/** Real 1×1 pictures of each kind the logo upload takes: a PNG with an alpha channel, a baseline JPEG (libjpeg's), a GIF. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAJAAkAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAABAAEDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDKooor7Y+NP//Z',
  'base64',
);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * A PNG of one colour, 8 bits a sample: RGBA (colour type 6) unless `colourType` 2 (RGB), Adam7
 * interlaced with `interlaced`. Every row has filter byte `filter` (0 unless said), and `pixelData`
 * replaces the compressed rows; `declared` states another size in the header than the rows have.
 * Its chunks always have their right lengths and CRCs.
 */
export function testPng(
  options: {
    width?: number;
    height?: number;
    colourType?: 2 | 6;
    interlaced?: boolean;
    filter?: number;
    pixelData?: Buffer;
    declared?: { width: number; height: number };
  } = {},
): Buffer {
  const { width = 4, height = 3, colourType = 6, interlaced = false, filter = 0 } = options;
  const pixel = colourType === 6 ? [0x1c, 0x7e, 0xd6, 0xff] : [0x1c, 0x7e, 0xd6];
  const rows: number[] = [];
  for (const [x0, y0, dx, dy] of interlaced ? ADAM7 : [[0, 0, 1, 1]]) {
    const passWidth = Math.ceil((width - x0!) / dx!);
    const passHeight = Math.ceil((height - y0!) / dy!);
    if (passWidth <= 0 || passHeight <= 0) continue;
    for (let row = 0; row < passHeight; row++) rows.push(filter, ...Array.from({ length: passWidth }, () => pixel).flat());
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(options.declared?.width ?? width, 0);
  header.writeUInt32BE(options.declared?.height ?? height, 4);
  header.set([8, colourType, 0, 0, interlaced ? 1 : 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', options.pixelData ?? deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose chunks are all in order but whose pixel data is not zlib: the logo upload takes it (it
 * checks the first bytes), and pdfkit's PNG decoder throws on it after `doc.image()` has returned,
 * where nothing can catch it.
 */
export const DAMAGED_PNG = testPng({ pixelData: Buffer.from('not zlib at all') });
