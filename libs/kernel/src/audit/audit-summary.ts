/** Target ids a call names: route parameters that look like ids, and the id of what it created. */
const ID_LIKE = /^[\w.:-]{1,64}$/;

/** BookOrderHttpController → book-order; a controller not following the naming falls back to class.handler. */
export function actionName(controller: string, handler: string): string {
  const match = /^(.+?)(?:Http)?Controller$/.exec(controller);
  const base = match ? match[1] : `${controller}.${handler}`;
  return base
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function targetIdsOf(params: Record<string, unknown> | undefined, response: unknown): string[] {
  const ids: string[] = [];
  for (const value of Object.values(params ?? {})) if (typeof value === 'string' && ID_LIKE.test(value)) ids.push(value);
  const created = response && typeof response === 'object' ? (response as { id?: unknown }).id : undefined;
  if ((typeof created === 'number' || typeof created === 'string') && ID_LIKE.test(String(created)) && !ids.includes(String(created)))
    ids.push(String(created));
  return ids.slice(0, 20);
}

/**
 * What changed, without personal data: the names of the top-level fields sent (sorted), never their values, which
 * may be names, addresses or phone numbers. An array body (an import) is counted instead.
 */
export function changeSummary(body: unknown): string {
  if (Array.isArray(body)) return `items: ${body.length}`;
  if (!body || typeof body !== 'object') return '';
  const fields = Object.keys(body)
    .filter((key) => /^[A-Za-z_][\w]{0,63}$/.test(key))
    .sort()
    .slice(0, 40);
  return fields.length ? `fields: ${fields.join(', ')}` : '';
}
