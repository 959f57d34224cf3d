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

/** UTF-16 units one after the other, raw or escaped alike: refuses a NUL and a surrogate without its pair. */
class UnitCheck {
  private pendingHigh = false;

  accept(unit: number): boolean {
    if (unit === 0) return false;
    if (this.pendingHigh) {
      this.pendingHigh = false;
      return isLow(unit);
    }
    if (isHigh(unit)) this.pendingHigh = true;
    return !isLow(unit);
  }

  get complete(): boolean {
    return !this.pendingHigh;
  }
}

/** The index of the string's closing quote, or -1 for a NUL or a lone surrogate, raw or escaped. */
function scanString(text: string, from: number): number {
  const check = new UnitCheck();
  for (let i = from; i < text.length; i++) {
    let unit = text.charCodeAt(i);
    if (unit === 0x22) return check.complete ? i : -1;
    if (unit === 0x5c /* \ */) {
      i++;
      if (text.charCodeAt(i) === 0x75 /* u */) {
        unit = hexAt(text, i + 1);
        if (unit < 0) return i; // malformed escape: the parser says so
        i += 4;
      } else unit = 0x20; // \n, \" and the like: an ordinary character
    }
    if (!check.accept(unit)) return -1;
  }
  return text.length;
}

/**
 * True when decoded text (a query string, a header) holds a NUL or a lone surrogate, raw or as a JSON
 * escape: query parameters carry JSON too (ra-data-simple-rest's filter), and PostgreSQL refuses both.
 */
export function hasForbiddenCharacters(text: string): boolean {
  const check = new UnitCheck();
  for (let i = 0; i < text.length; i++) {
    let unit = text.charCodeAt(i);
    if (unit === 0x5c /* \ */ && text.charCodeAt(i + 1) === 0x75 /* u */ && hexAt(text, i + 2) >= 0) {
      unit = hexAt(text, i + 2);
      i += 5;
    }
    if (!check.accept(unit)) return true;
  }
  return !check.complete;
}
