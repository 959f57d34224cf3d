import { readFileSync } from 'node:fs';

/** The part of fontkit (pdfkit's font engine; it ships no types) used here: its public format registry. */
interface Fontkit {
  create(data: Uint8Array): unknown;
  registerFormat(format: unknown): void;
}

/** What pdfkit is given for each font: four magic bytes and the font's index, recognised only by ParsedFont below. */
const MAGIC = Buffer.from('FRKT');

let handles: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans (it carries å ä ö and the rest of Latin), from the dejavu-fonts-ttf package. pdfkit parses a
 * font file afresh for every document, and parsing DejaVu was most of a 12-label PDF's time; fontkit's parsed
 * Font can be shared (each document embeds its own subset, synchronously). So the files are parsed once, and
 * pdfkit gets small handles that a fontkit format registered here turns back into the parsed fonts: fontkit
 * tries its own formats first, and they refuse the handles.
 */
export function documentFonts(): { regular: Buffer; bold: Buffer } {
  if (handles) return handles;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fontkit = require('fontkit') as Fontkit;
  const parsed = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
    fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
  );
  class ParsedFont {
    static probe(data: Uint8Array): boolean {
      return data.length === MAGIC.length + 1 && MAGIC.equals(data.subarray(0, MAGIC.length)) && data[MAGIC.length] < parsed.length;
    }

    constructor(stream: { buffer: Uint8Array }) {
      // A constructor may answer another object: fontkit's `new format(stream)` then yields the parsed font.
      return parsed[stream.buffer[MAGIC.length]] as ParsedFont;
    }
  }
  fontkit.registerFormat(ParsedFont);
  handles = { regular: Buffer.concat([MAGIC, Buffer.of(0)]), bold: Buffer.concat([MAGIC, Buffer.of(1)]) };
  return handles;
}
