/** What the bytes say a file is; only these are accepted as attachments. */
export interface FileType {
  contentType: string;
  /** Canonical extension: a stored name ends in it unless it ends in one of `aliases`. */
  extension: string;
  /** Other extensions the type goes by (lower case), kept as the member wrote them. */
  aliases?: readonly string[];
}

export const PDF: FileType = { contentType: 'application/pdf', extension: 'pdf' };
export const PNG: FileType = { contentType: 'image/png', extension: 'png' };
export const JPEG: FileType = { contentType: 'image/jpeg', extension: 'jpg', aliases: ['jpeg', 'jpe', 'jfif'] };
export const HEIC: FileType = { contentType: 'image/heic', extension: 'heic', aliases: ['heif'] };
export const DOCX: FileType = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
export const XLSX: FileType = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };

/** Every accepted type, by its content type (what a stored attachment records). */
export const FILE_TYPES: ReadonlyMap<string, FileType> = new Map([PDF, PNG, JPEG, HEIC, DOCX, XLSX].map((t) => [t.contentType, t]));

const HEAD_BYTES = 12;
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A local file header is 30 bytes before its name; names we look for are short. */
const ZIP_HEADER_WINDOW = 30 + 64;

const startsWith = (head: Buffer, bytes: number[] | string) => {
  const prefix = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= prefix.length && head.subarray(0, prefix.length).equals(prefix);
};

/**
 * Recognises a file from its bytes as they stream past, holding only the first bytes and a small window:
 * PDF, PNG, JPEG and HEIC by their signatures at the start; DOCX and XLSX as zip archives whose entries
 * include word/ or xl/ parts (found in the local file headers along the way, so only at the end).
 */
export class FileTypeSniffer {
  private head = Buffer.alloc(0);
  private kind: 'unknown' | 'zip' | 'refused' | 'known' = 'unknown';
  private found: FileType | undefined;
  private zipTail = Buffer.alloc(0);
  private zipHasWord = false;
  private zipHasXl = false;

  /** False as soon as the bytes cannot be an accepted type (the caller may stop reading then). */
  push(chunk: Buffer): boolean {
    if (this.kind === 'unknown') {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= HEAD_BYTES) this.decideFromHead();
    }
    if (this.kind === 'zip') this.scanZip(chunk);
    return this.kind !== 'refused';
  }

  /** The type once every byte has been pushed; undefined when it is not one we accept. */
  result(): FileType | undefined {
    if (this.kind === 'unknown' && this.head.length > 0) this.decideFromHead();
    if (this.kind === 'known') return this.found;
    if (this.kind === 'zip') return this.zipHasWord ? DOCX : this.zipHasXl ? XLSX : undefined;
    return undefined;
  }

  private decideFromHead(): void {
    const h = this.head;
    if (startsWith(h, '%PDF-')) this.known(PDF);
    else if (startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) this.known(PNG);
    else if (startsWith(h, [0xff, 0xd8, 0xff])) this.known(JPEG);
    else if (h.length >= 12 && h.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(h.toString('latin1', 8, 12))) this.known(HEIC);
    else if (startsWith(h, [...ZIP_LOCAL_HEADER])) this.kind = 'zip';
    else this.kind = 'refused';
  }

  private known(type: FileType): void {
    this.kind = 'known';
    this.found = type;
  }

  private scanZip(chunk: Buffer): void {
    if (this.zipHasWord || this.zipHasXl) return;
    const data = Buffer.concat([this.zipTail, chunk]);
    let at = data.indexOf(ZIP_LOCAL_HEADER);
    let resumeFrom = Math.max(0, data.length - ZIP_HEADER_WINDOW);
    while (at >= 0) {
      if (at + 30 > data.length) {
        resumeFrom = Math.min(resumeFrom, at);
        break;
      }
      const nameLength = data.readUInt16LE(at + 26);
      if (at + 30 + nameLength > data.length) {
        resumeFrom = Math.min(resumeFrom, at);
        break;
      }
      const name = data.toString('latin1', at + 30, at + 30 + nameLength);
      if (name.startsWith('word/')) this.zipHasWord = true;
      else if (name.startsWith('xl/')) this.zipHasXl = true;
      at = data.indexOf(ZIP_LOCAL_HEADER, at + 4);
    }
    this.zipTail = Buffer.from(data.subarray(resumeFrom));
  }
}
