import { readFile } from 'node:fs/promises';
import { create, type Font } from 'fontkit';

/** The invoice PDF's fonts, page frame and colours, shared by the page parts and the table. */

/** Names under which the two faces are registered in each document. */
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

export interface InvoiceFonts {
  regular: Font;
  bold: Font;
}

let files: Promise<[Buffer, Buffer]> | undefined;

/**
 * The two faces for one document, parsed afresh from bytes read once per process (shipped beside
 * this module, fonts/README.md; never a system font).
 *
 * Not one parsed font shared by all documents, although that renders ~5 times faster (~30 ms
 * instead of ~150 ms: laying out text in DejaVu Sans first decodes its large OpenType tables):
 * fontkit caches glyphs on the font with the characters they were first met with, and a glyph
 * first met as a component of another while a document's subset was written (the "c" of "č")
 * has none; the next document then mapped its "c" to a wrong character in the text layer
 * (copying "Service" gave "Servi%e"). The tests render the languages one after the other to
 * keep that from coming back.
 */
export async function invoiceFonts(): Promise<InvoiceFonts> {
  files ??= Promise.all([
    readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
    readFile(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  ]).catch((error: unknown) => {
    files = undefined;
    throw error;
  });
  const [regular, bold] = await files;
  return { regular: parse(regular, 'DejaVuSans.ttf'), bold: parse(bold, 'DejaVuSans-Bold.ttf') };
}

function parse(bytes: Buffer, file: string): Font {
  const font = create(bytes);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 50;

/** A4 in points, and the frame every page shares. */
export const page = {
  left: margin,
  right: A4.width - margin,
  top: margin,
  width: A4.width - 2 * margin,
  /** Where content stops; the footer sits below it. */
  contentBottom: A4.height - 70,
  footerY: A4.height - 45,
} as const;

export const colors = { text: '#111111', muted: '#555555', rule: '#999999', band: '#eeeeee' } as const;
