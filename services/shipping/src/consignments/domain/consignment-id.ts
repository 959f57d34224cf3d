const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A consignment id as the client sent it (text or number): a uuid, else nothing can match it. */
export function parseConsignmentId(raw: unknown): string | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && UUID.test(text.trim()) ? text.trim().toLowerCase() : undefined;
}
