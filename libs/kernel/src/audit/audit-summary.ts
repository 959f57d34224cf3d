/** Target ids a call names: route parameters that look like ids, and the id of what it created. */
const ID_LIKE = /^[\w.:-]{1,64}$/;

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * The action a route records, from its controller and handler: a use-case controller names it
 * (BookOrdersHttpController.book → book-orders), a resource controller with several handlers adds the handler's
 * (ContactHttpController.create → contact.create).
 */
export function actionName(controller: string, handler: string): string {
  const base = kebab(controller.replace(/(Http)?Controller$/, ''));
  const verb = kebab(handler);
  return base.split('-')[0] === verb ? base : `${base}.${verb}`;
}

/** Target ids a call names: id-like route parameters, the body's top-level ids (`consignmentId`), the id it created. */
export function targetIdsOf(params: Record<string, unknown> | undefined, response: unknown, body?: unknown): string[] {
  const ids = new Set<string>();
  const add = (value: unknown) => {
    if ((typeof value === 'string' || typeof value === 'number') && ID_LIKE.test(String(value))) ids.add(String(value));
  };
  for (const value of Object.values(params ?? {})) add(value);
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const [key, value] of Object.entries(body)) if (key === 'id' || /[a-z]Id$/.test(key)) add(value);
  if (response && typeof response === 'object') add((response as { id?: unknown }).id);
  return [...ids].slice(0, 20);
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
