import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for tests: each content stream (inflated when Flate-compressed), every
 * string drawn by TJ/Tj (pdfkit writes the standard fonts' text as hex strings), one line per
 * drawing operation. Enough for what pdfkit writes; no general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const keyword = /stream\r?\n/g;
  for (let match = keyword.exec(raw); match !== null; match = keyword.exec(raw)) {
    if (
      !raw
        .slice(Math.max(0, match.index - 10), match.index)
        .trimEnd()
        .endsWith('>>')
    )
      continue; // "endstream", or text
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const dictionary = raw.slice(raw.lastIndexOf(' obj', match.index), match.index);
    let data = pdf.subarray(start, end);
    if (dictionary.includes('/FlateDecode')) {
      try {
        data = inflateSync(data);
      } catch {
        continue; // not a stream we can read (an image)
      }
    }
    const content = data.toString('latin1');
    for (const drawn of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\([^)]*\)|[\s\d.-])*)\]\s*TJ|(<[0-9a-fA-F]*>|\([^)]*\))\s*Tj/g)) {
      const strings = drawn[1] ?? drawn[2];
      lines.push(
        [...strings.matchAll(/<([0-9a-fA-F]*)>|\(([^)]*)\)/g)]
          .map((piece) => (piece[1] !== undefined ? Buffer.from(piece[1], 'hex').toString('latin1') : piece[2]))
          .join(''),
      );
    }
    keyword.lastIndex = end;
  }
  return lines.join('\n');
}
