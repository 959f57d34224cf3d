/** Polls until `check` passes or the time is up (bounded), then rethrows its last failure. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
  throw lastError;
}
