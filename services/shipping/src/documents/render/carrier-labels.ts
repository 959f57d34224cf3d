import { GifReader } from 'omggif';
import { PNG } from 'pngjs';

/** pdf-lib when the first carrier label is merged, not at start. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfLib = (): typeof import('pdf-lib') => require('pdf-lib');

/** A label as its carrier issued it, the bytes kept at booking (so a reprint is the same file). */
export interface CarrierLabelFile {
  format: 'GIF' | 'PNG' | 'PDF' | 'ZPL';
  bytes: Buffer;
}

/** 4 × 6 in: the thermal label stock UPS's image labels are drawn for. */
const IMAGE_PAGE = { width: 4 * 72, height: 6 * 72 };

/** A GIF label (UPS's default) as PNG, which PDF files embed. */
function gifToPng(gif: Buffer): Buffer {
  const reader = new GifReader(new Uint8Array(gif));
  const png = new PNG({ width: reader.width, height: reader.height });
  const pixels = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, pixels);
  png.data = Buffer.from(pixels);
  return PNG.sync.write(png);
}

/**
 * One PDF of the given parts in order: each part's own document (our waybill, and our labels where the carrier
 * takes shipper-printed ones), then its carrier's labels: a PDF label's pages as the carrier drew them, an image
 * label scaled onto a 4 × 6 in page, turned when it is drawn landscape. No date or producer is written, so the
 * bytes depend on the parts only.
 */
export async function withCarrierLabels(parts: ReadonlyArray<{ document: Buffer; labels: readonly CarrierLabelFile[] }>): Promise<Buffer> {
  const { degrees, PDFDocument } = pdfLib();
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    const own = await PDFDocument.load(part.document, { updateMetadata: false });
    for (const page of await out.copyPages(own, own.getPageIndices())) out.addPage(page);
    for (const label of part.labels) {
      if (label.format === 'PDF') {
        const pdf = await PDFDocument.load(label.bytes, { updateMetadata: false });
        for (const page of await out.copyPages(pdf, pdf.getPageIndices())) out.addPage(page);
      } else if (label.format === 'GIF' || label.format === 'PNG') {
        const image = await out.embedPng(label.format === 'GIF' ? gifToPng(label.bytes) : label.bytes);
        const page = out.addPage([IMAGE_PAGE.width, IMAGE_PAGE.height]);
        const landscape = image.width > image.height;
        const [w, h] = landscape ? [image.height, image.width] : [image.width, image.height];
        const scale = Math.min(IMAGE_PAGE.width / w, IMAGE_PAGE.height / h);
        const [dw, dh] = [image.width * scale, image.height * scale];
        page.drawImage(
          image,
          landscape
            ? { x: IMAGE_PAGE.width, y: 0, width: dw, height: dh, rotate: degrees(90) }
            : { x: 0, y: IMAGE_PAGE.height - dh, width: dw, height: dh },
        );
      }
    }
  }
  return Buffer.from(await out.save());
}
