/** Bounds on a JSON body's shape, checked before it is parsed, so nothing downstream works on more. */
export interface JsonLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Object members in the whole body. */
  maxKeys: number;
}

export const DEFAULT_JSON_LIMITS: JsonLimits = { maxDepth: 32, maxKeys: 5_000 };

/** Numbers beyond this are not amounts, counts or ids anyone sends; money code never sees them. */
export const MAX_WIRE_NUMBER = Number.MAX_SAFE_INTEGER;

export type JsonShapeProblem = 'too_deep' | 'too_many_keys' | 'bad_character' | 'number_out_of_range';

/**
 * One pass over the body's text, outside and inside strings, that finds what would cost or break later:
 * nesting beyond the bound (validation recurses), a key flood (one error per unknown key), a NUL or a lone
 * surrogate in a string (PostgreSQL refuses both) and a number no field can hold. Linear in the text and
 * allocation-free but for number tokens; syntax errors are left to the parser.
 */
export function findJsonShapeProblem(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): JsonShapeProblem | undefined {
  let depth = 0;
  let keys = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = scanString(text, i + 1);
      if (end < 0) return 'bad_character';
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limits.maxDepth) return 'too_deep';
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    } else if (c === 0x3a /* : */) {
      if (++keys > limits.maxKeys) return 'too_many_keys';
    } else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      let end = i + 1;
      while (end < length && isNumberChar(text.charCodeAt(end))) end++;
      const value = Number(text.slice(i, end));
      if (!(Math.abs(value) <= MAX_WIRE_NUMBER)) return 'number_out_of_range';
      i = end - 1;
    }
  }
  return undefined;
}

const isNumberChar = (c: number) => (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d;

const hexAt = (text: string, at: number) => (/^[0-9a-fA-F]{4}$/.test(text.slice(at, at + 4)) ? parseInt(text.slice(at, at + 4), 16) : -1);

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The index of the string's closing quote, or -1 for a NUL or a lone surrogate, raw or escaped. */
function scanString(text: string, from: number): number {
  let pendingHigh = false;
  for (let i = from; i < text.length; i++) {
    let unit = text.charCodeAt(i);
    if (unit === 0x22) return pendingHigh ? -1 : i;
    if (unit === 0x5c /* \ */) {
      i++;
      if (text.charCodeAt(i) !== 0x75 /* u */) {
        if (pendingHigh) return -1;
        continue;
      }
      unit = hexAt(text, i + 1);
      if (unit < 0) return i; // malformed escape: the parser says so
      i += 4;
    }
    if (unit === 0) return -1;
    if (pendingHigh) {
      if (!isLow(unit)) return -1;
      pendingHigh = false;
    } else if (isHigh(unit)) pendingHigh = true;
    else if (isLow(unit)) return -1;
  }
  return text.length;
}

/**
 * True when decoded text (a query string, a header) holds a NUL or a lone surrogate, raw or as a JSON
 * escape: query parameters carry JSON too (ra-data-simple-rest's filter), and PostgreSQL refuses both.
 */
export function hasForbiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return true;
    else if (unit === 0x5c /* \ */ && text.charCodeAt(i + 1) === 0x75 /* u */) {
      const escaped = hexAt(text, i + 2);
      if (escaped === 0 || isLow(escaped)) return true;
      if (isHigh(escaped)) {
        if (text.charCodeAt(i + 6) !== 0x5c || text.charCodeAt(i + 7) !== 0x75 || !isLow(hexAt(text, i + 8))) return true;
        i += 11;
      }
    }
  }
  return false;
}
