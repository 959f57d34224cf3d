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
