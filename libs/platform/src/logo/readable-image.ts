import { crc32, inflateSync } from 'node:zlib';

/** A picture the PDFs (pdfkit) and the till's receipt page can draw. */
export interface ReadableImage {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * The most a PNG's pixel data may inflate to: 4096 × 4096 pixels with alpha (64 MB, and a filter
 * byte a row). pdfkit decodes a PNG with transparency or interlacing whole in memory; no logo
 * needs more.
 */
export const MAX_DECODED_BYTES = 4096 * (1 + 4096 * 4);

/**
 * Whether the bytes are a PNG or a JPEG that pdfkit draws, told by reading them, never by a name or
 * a declared type; undefined for anything else (a GIF, a truncated or damaged file).
 *
 * A PNG is read whole: its chunks (lengths and CRCs), its header, and its pixel data inflated to
 * exactly the size its header implies, with every row's filter byte one that pdfkit's PNG decoder
 * (png-js) knows. That decoder runs after `doc.image()` has returned, for a PNG with transparency
 * or interlacing, and throws where nobody can catch it: a damaged one would end the process, so
 * it must never reach pdfkit. A JPEG is read up to its frame header, as pdfkit reads it (8-bit,
 * baseline or progressive, 1, 3 or 4 components, a size); its compressed data goes into the PDF
 * as it is, for the viewer to decode.
 */
export function readableImage(bytes: Buffer): ReadableImage | undefined {
  const known = readings.get(bytes);
  if (known !== undefined) return known ?? undefined;
  const reading = bytes.subarray(0, 8).equals(PNG_SIGNATURE)
    ? readablePng(bytes)
    : bytes.length >= 4 && bytes.readUInt16BE(0) === 0xffd8
      ? readableJpeg(bytes)
      : undefined;
  readings.set(bytes, reading ?? null);
  return reading;
}

/**
 * What each logo buffer read as: a receipt asks twice of the same bytes (to size the page, then to
 * draw), and a PNG is inflated whole to be read.
 */
const readings = new WeakMap<Buffer, ReadableImage | null>();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bit depths each PNG colour type allows, and its samples per pixel (PNG specification, 11.2.2). */
const COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

/** Adam7's seven passes (x0, y0, dx, dy), in the order they are stored. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
}

function readablePng(bytes: Buffer): ReadableImage | undefined {
  let header: PngHeader | undefined;
  let palette = false;
  const data: Buffer[] = [];
  for (let pos = PNG_SIGNATURE.length; ;) {
    if (pos + 12 > bytes.length) return undefined;
    const length = bytes.readUInt32BE(pos);
    const end = pos + 8 + length;
    if (length > 0x7fffffff || end + 4 > bytes.length) return undefined;
    if (crc32(bytes.subarray(pos + 4, end)) !== bytes.readUInt32BE(end)) return undefined;
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const body = bytes.subarray(pos + 8, end);
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      header = pngHeader(body);
      if (!header) return undefined;
    } else if (type === 'IHDR') {
      return undefined;
    } else if (type === 'PLTE') {
      // pdfkit takes any palette for the colours, so a suggested palette of a true-colour picture would garble it.
      if (header.colourType !== 3 || length === 0 || length % 3 !== 0 || length > 768) return undefined;
      palette = true;
    } else if (type === 'tRNS' && (header.colourType === 4 || header.colourType === 6)) {
      // Not allowed beside an alpha channel, and png-js would lose its place in the file.
      return undefined;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    pos = end + 4;
  }
  if (header.colourType === 3 && !palette) return undefined;
  if (!pixelDataReadable(Buffer.concat(data), header)) return undefined;
  return { contentType: 'image/png', width: header.width, height: header.height };
}

function pngHeader(body: Buffer): PngHeader | undefined {
  const width = body.readUInt32BE(0);
  const height = body.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = [body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
  const colour = COLOUR_TYPES[colourType];
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return undefined;
  if (!colour || !colour.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return undefined;
  return { width, height, depth, colourType, interlaced: interlace === 1 };
}

function pixelDataReadable(compressed: Buffer, header: PngHeader): boolean {
  const bitsPerPixel = header.depth * COLOUR_TYPES[header.colourType]!.samples;
  const passes = header.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const sizes = passes.map(([x0, y0, dx, dy]) => ({ width: Math.ceil((header.width - x0) / dx), height: Math.ceil((header.height - y0) / dy) }));
  // What the specification says the data inflates to: every row of every pass that has pixels, after its filter byte.
  const expected = sizes.reduce(
    (sum, pass) => (pass.width > 0 && pass.height > 0 ? sum + pass.height * (1 + Math.ceil((pass.width * bitsPerPixel) / 8)) : sum),
    0,
  );
  if (expected > MAX_DECODED_BYTES) return false;
  let rows: Buffer;
  try {
    rows = inflateSync(compressed, { maxOutputLength: expected });
  } catch {
    return false; // not zlib, cut short, or more than the image holds
  }
  if (rows.length !== expected) return false;
  // The filter bytes where png-js reads them (it reads a byte for each row of an empty pass too, while data is left).
  let pos = 0;
  for (const pass of sizes) {
    const rowBytes = Math.max(0, Math.ceil((pass.width * bitsPerPixel) / 8));
    for (let row = 0; row < pass.height && pos < rows.length; row++) {
      if (rows[pos]! > 4) return false;
      pos += 1 + rowBytes;
    }
  }
  return true;
}

/** The start-of-frame markers pdfkit looks for (it takes the first); those a PDF reader decodes: baseline, extended, progressive. */
const JPEG_FRAMES = [0xffc0, 0xffc1, 0xffc2, 0xffc3, 0xffc5, 0xffc6, 0xffc7, 0xffc8, 0xffc9, 0xffca, 0xffcb, 0xffcc, 0xffcd, 0xffce, 0xffcf];
const DRAWABLE_JPEG_FRAMES = [0xffc0, 0xffc1, 0xffc2];

function readableJpeg(bytes: Buffer): ReadableImage | undefined {
  // Segment by segment from the start of image, as pdfkit walks them, to the first frame header.
  let pos = 2;
  let marker: number | undefined;
  while (pos + 2 <= bytes.length) {
    const found = bytes.readUInt16BE(pos);
    pos += 2;
    if (JPEG_FRAMES.includes(found)) {
      marker = found;
      break;
    }
    if (pos + 2 > bytes.length) return undefined;
    pos += bytes.readUInt16BE(pos);
  }
  if (marker === undefined || !DRAWABLE_JPEG_FRAMES.includes(marker) || pos + 8 > bytes.length) return undefined;
  const [precision, height, width, components] = [bytes[pos + 2]!, bytes.readUInt16BE(pos + 3), bytes.readUInt16BE(pos + 5), bytes[pos + 7]!];
  if (precision !== 8 || height === 0 || width === 0 || ![1, 3, 4].includes(components)) return undefined;
  return { contentType: 'image/jpeg', width, height };
}
