import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for tests: each page's content stream (inflated when Flate-compressed),
 * every string drawn by TJ/Tj, one line per drawing operation. The PDFs embed their fonts
 * (registerPdfFonts), so a string holds glyph ids, four hex digits each, which the font's ToUnicode
 * map turns back into text; a string in a standard font (none selected with Tf, or one without a
 * map) is read as Latin-1. Enough for what pdfkit writes; no general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const maps = new Map<string, Map<number, string>>();
  for (const fonts of raw.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name, id] of fonts[1]!.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objectAt(raw, id!).dictionary)?.[1];
      if (toUnicode) maps.set(name!, readCMap(streamData(pdf, raw, toUnicode)));
    }
  }
  const lines: string[] = [];
  for (const [, id] of raw.matchAll(/\/Contents (\d+) 0 R/g)) {
    const content = streamData(pdf, raw, id!).toString('latin1');
    let map: Map<number, string> | undefined;
    for (const drawn of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F\s]*>|\([^)]*\)|[\s\d.-])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\([^)]*\))\s*Tj/g)) {
      if (drawn[1] !== undefined) {
        map = maps.get(drawn[1]);
        continue;
      }
      const strings = drawn[2] ?? drawn[3]!;
      lines.push(
        [...strings.matchAll(/<([0-9a-fA-F\s]*)>|\(([^)]*)\)/g)].map((piece) => (piece[1] !== undefined ? decodeHex(piece[1], map) : piece[2])).join(''),
      );
    }
  }
  return lines.join('\n');
}

/** A hex string: glyph ids through the font's map, else bytes as Latin-1. */
function decodeHex(hex: string, map: Map<number, string> | undefined): string {
  const digits = hex.replace(/\s/g, '');
  if (!map) return Buffer.from(digits, 'hex').toString('latin1');
  let text = '';
  for (let at = 0; at < digits.length; at += 4) text += map.get(parseInt(digits.slice(at, at + 4), 16)) ?? '\uFFFD';
  return text;
}

/** A ToUnicode CMap's bfchar and bfrange entries (pdfkit writes ranges of arrays), glyph id → text. */
function readCMap(data: Buffer): Map<number, string> {
  const text = data.toString('latin1');
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const [, start, end, targets] of text.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
    const first = parseInt(start!, 16);
    if (targets!.startsWith('[')) {
      [...targets!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, target], index) => map.set(first + index, utf16(target!)));
    } else {
      const base = utf16(targets!.slice(1, -1));
      for (let code = first; code <= parseInt(end!, 16); code++)
        map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - first));
    }
  }
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(code!, 16), utf16(target!));
  }
  return map;
}

/** Object `id`: its dictionary (pdfkit writes dictionaries in the clear) and where it ends. */
function objectAt(raw: string, id: string): { dictionary: string; end: number } {
  const start = new RegExp(`(?:^|[\\r\\n])${id} 0 obj\\b`).exec(raw);
  if (!start) return { dictionary: '', end: -1 };
  const from = start.index + start[0].length;
  const ends = [raw.indexOf('endobj', from), raw.indexOf('stream', from)].filter((at) => at >= 0);
  const end = Math.min(...ends);
  return { dictionary: raw.slice(from, end), end };
}

/** The data of stream object `id`, inflated when Flate-compressed. */
function streamData(pdf: Buffer, raw: string, id: string): Buffer {
  const { dictionary, end } = objectAt(raw, id);
  const keyword = /^stream\r?\n/.exec(raw.slice(end, end + 8));
  if (!keyword) return Buffer.alloc(0);
  const start = end + keyword[0].length;
  const length = /\/Length (\d+)\s*(?=\/|>>)/.exec(dictionary)?.[1]; // not an indirect length ("/Length 12 0 R")
  const data = pdf.subarray(start, length !== undefined ? start + Number(length) : raw.indexOf('endstream', start));
  return dictionary.includes('/FlateDecode') ? inflateSync(data) : data;
}
