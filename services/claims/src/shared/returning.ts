/**
 * The rows of an UPDATE or DELETE … RETURNING run through TypeORM's query(): on PostgreSQL it answers
 * [rows, affectedCount] for those, and the rows alone for SELECT and INSERT.
 */
export function returning<T>(result: unknown): T[] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number'
    ? (result[0] as T[])
    : (result as T[]);
}
