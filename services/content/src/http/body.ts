/** A JSON body as an object to read fields from; anything else (an array, a string, nothing) reads as empty. */
export const objectBody = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
