import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfImage {
  width: number;
  height: number;
}

/**
 * The pictures a PDF written by pdfkit holds: its image XObjects, without the soft masks that carry
 * a PNG's alpha channel, each as its size in pixels. pdfkit writes object dictionaries in the clear
 * (only streams are compressed); no general PDF parser.
 */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const raw = pdf.toString('latin1');
  const masks = new Set([...raw.matchAll(/\/SMask (\d+) 0 R/g)].map((match) => match[1]));
  return [...raw.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(?:stream|endobj)/g)]
    .filter(([, id, dictionary]) => /\/Subtype \/Image\b/.test(dictionary!) && !masks.has(id))
    .map(([, , dictionary]) => ({ width: Number(/\/Width (\d+)/.exec(dictionary!)![1]), height: Number(/\/Height (\d+)/.exec(dictionary!)![1]) }));
}

/**
 * The same, as poppler reads it (`pdfimages -list`: the pictures drawn on the pages, soft masks
 * left out), and whether poppler renders every page (`pdftoppm`) without a word on stderr.
 */
export async function popplerReads(pdf: Buffer): Promise<{ images: (PdfImage & { page: number })[]; renderErrors: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerline-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file]);
    // A header, a rule, then one line per picture: page, num, type, width, height, …
    const images = stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => ({ page: Number(columns[0]), width: Number(columns[3]), height: Number(columns[4]) }));
    const { stderr } = await run('pdftoppm', ['-png', '-r', '30', file, join(dir, 'page')]);
    return { images, renderErrors: stderr.trim() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
