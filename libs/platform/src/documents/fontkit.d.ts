// fontkit, the font reader pdfkit embeds fonts with, ships no types: what pdf-fonts.ts reads of it.
declare module 'fontkit' {
  /** Opens a TrueType or OpenType font from its bytes. */
  export function create(bytes: Uint8Array): {
    /** Every code point the font has a glyph for. */
    characterSet: number[];
  };
}
