import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A full collection, so a memory check compares live memory rather than garbage not yet collected. */
export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
