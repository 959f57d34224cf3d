import { CatalogueSnapshot } from './catalogue.snapshot';

const memos = new WeakMap<CatalogueSnapshot, Map<string, unknown>>();

/** A value derived from one catalogue version (a response in one language), built once; a new version starts afresh. */
export function perSnapshot<T>(snapshot: CatalogueSnapshot, key: string, build: () => T): T {
  let memo = memos.get(snapshot);
  if (!memo) memos.set(snapshot, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = build();
  memo.set(key, value);
  return value;
}
