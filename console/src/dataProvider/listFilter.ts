/**
 * A list's filter as the server takes it (ra-data-simple-rest's `filter` JSON): empty and unticked values left
 * out, and the search phrase `q` only once it is long enough for the server's index (shorter is no search yet).
 */
export function listFilter(filter: Record<string, unknown> | undefined, minSearchCharacters: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'q') {
      const q = String(value).trim();
      if (q.length >= minSearchCharacters) out.q = q;
      continue;
    }
    out[key] = value;
  }
  return out;
}
