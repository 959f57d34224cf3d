import { notAPdf, uploadTooLarge } from './document.errors';

export const PAPERLESS_LIMITS = { bytesPerFile: 1024 * 1024, filesPerConsignment: 13 } as const;

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The upload as it streams: refused as soon as its first bytes are not a PDF's or it passes the size limit,
 * without ever holding more than one chunk (and the few bytes of the magic number).
 */
export async function* checkedPdf(
  source: AsyncIterable<Buffer | string>,
  maxBytes: number = PAPERLESS_LIMITS.bytesPerFile,
): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let size = 0;
  for await (const raw of source) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    size += chunk.length;
    if (size > maxBytes) throw uploadTooLarge();
    if (head.length < PDF_MAGIC.length) {
      head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
      if (!PDF_MAGIC.subarray(0, head.length).equals(head)) throw notAPdf();
    }
    yield chunk;
  }
  if (head.length < PDF_MAGIC.length) throw notAPdf();
}

/** A file name kept for the list: no path, no control characters, bounded. */
export function safeFileName(raw: unknown, fallback: string): string {
  const name =
    typeof raw === 'string'
      ? raw
          .split(/[\\/]/)
          .pop()!
          .replace(/[\u0000-\u001f\u007f"]/g, '')
          .trim()
          .slice(0, 120)
      : '';
  return name || fallback;
}
