import type { FileType } from './file-type';

const MAX_NAME_LENGTH = 200;
// C0 and C1 controls, DEL, and the bidirectional overrides that make "gpj.exe" read as "exe.jpg".
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The name a member gave a file, kept only as metadata (the blob's id is what addresses it). A name that
 * tries to be a path or carries control characters is refused, not repaired: no browser sends one.
 * Answers undefined for a refused name.
 */
export function sanitiseFileName(raw: string, fallbackExtension: string): string | undefined {
  const name = raw.normalize('NFC').trim();
  if (CONTROL.test(name) || /[/\\]/.test(name) || name === '.' || name === '..') return undefined;
  const cleaned = name.replace(/\s+/g, ' ').replace(/^\.+/, '');
  if (!cleaned) return `bilaga.${fallbackExtension}`;
  return shortened(cleaned);
}

/** The last extension of a name when it looks like one (a letter among at most ten letters and digits; "v2.5" has none). */
const EXTENSION = /\.(?=[a-z0-9]{1,10}$)([a-z0-9]*[a-z][a-z0-9]*)$/i;

/**
 * The name an attachment is stored and served under: it ends in the extension of the type its bytes were found to be,
 * so no program opens it as anything else. A last extension of another type is dropped ("setup.exe" → "setup.pdf");
 * when what is left already ends in the type's extension, that is the name ("faktura.pdf.bat" → "faktura.pdf", not
 * "faktura.pdf.pdf": the name the member meant, with one extension). An extension of the type stays as written
 * ("Foto.JPEG").
 */
export function nameForType(name: string, type: FileType): string {
  const known = [type.extension, ...(type.aliases ?? [])];
  const endsInType = (n: string) => known.includes(EXTENSION.exec(n)?.[1].toLowerCase() ?? '');
  const trimmed = name.replace(/[. ]+$/, '');
  if (endsInType(trimmed)) return shortened(trimmed);
  const base = trimmed.replace(EXTENSION, '').replace(/[. ]+$/, '');
  if (endsInType(base)) return shortened(base);
  return shortened(`${base || 'bilaga'}.${type.extension}`);
}

/** At most MAX_NAME_LENGTH characters, keeping a short extension. */
function shortened(cleaned: string): string {
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return [...cleaned.slice(0, dot > 0 && extension ? dot : undefined)].slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension;
}

/**
 * `Content-Disposition: attachment` naming the file (RFC 6266): an ASCII fallback in `filename` and the exact
 * name in `filename*` (RFC 5987, UTF-8 percent-encoded) for å, ä, ö and the rest.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
