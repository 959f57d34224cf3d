/**
 * A news article's link as a browser will follow it: parsed (WHATWG URL, as the console's anchor resolves it), only
 * http and https, a host, no user name or password (https://frakt.se@elsewhere.example goes elsewhere), and no
 * control character, space or backslash anywhere (the parser drops tabs and line breaks, so "java\tscript:" would be
 * read as a scheme, and reads a backslash as a slash where other parsers do not). Answers the URL as the parser
 * writes it, or undefined when it is refused.
 */
export function parseLinkUrl(raw: string): string | undefined {
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.username || url.password) return undefined;
  return url.href;
}
