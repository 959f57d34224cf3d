/** An attempt waiting for its password check, in the line of every key it is limited under. */
export interface Turn {
  readonly keys: readonly string[];
  /** Poked while not waiting (reading the database): its next wait returns at once. */
  poked: boolean;
  /** Set while it waits. */
  wake?: () => void;
  /** Its check may run: it holds a place on every key and has left the lines. */
  admitted: boolean;
}

/**
 * The password checks this process is running right now, per limit key, and the attempts lined up
 * to start one. A check in flight may still become a failure, so it holds a place under the limit
 * until it settles. Attempts wait in one first-come line per key; only the turn that is first in
 * all of its lines may decide (read the database, take places), so places on a key are only ever
 * taken by that key's first turn, in arrival order. Lines are joined all at once on arrival, so the
 * oldest waiting attempt is always first in all of its lines: no deadlock, no starvation.
 */
export class InFlightAttempts {
  private readonly running = new Map<string, number>();
  private readonly lines = new Map<string, Turn[]>();

  count(key: string): number {
    return this.running.get(key) ?? 0;
  }

  /** Lines up at the back for each key. */
  join(keys: readonly string[]): Turn {
    const turn: Turn = { keys, poked: false, admitted: false };
    for (const key of keys) {
      const line = this.lines.get(key);
      if (line) line.push(turn);
      else this.lines.set(key, [turn]);
    }
    return turn;
  }

  isFirst(turn: Turn): boolean {
    return turn.keys.every((key) => this.lines.get(key)?.[0] === turn);
  }

  /** Resolves at once if the turn was poked since it last waited, else on the next poke or after `timeoutMs`. */
  wait(turn: Turn, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      if (turn.poked) {
        turn.poked = false;
        return resolve();
      }
      const timer = setTimeout(() => wake(), timeoutMs);
      const wake = () => {
        clearTimeout(timer);
        turn.wake = undefined;
        resolve();
      };
      turn.wake = wake;
    });
  }

  /** Steps out of line without a place (refused, or gave up); whoever is first now is told. */
  leave(turn: Turn): void {
    for (const key of turn.keys) {
      const line = this.lines.get(key) ?? [];
      const at = line.indexOf(turn);
      if (at >= 0) line.splice(at, 1);
      if (line.length === 0) this.lines.delete(key);
    }
    this.pokeFirst(turn.keys);
  }

  /**
   * Gives the first turn a place on each of its keys, and `spare` more places to the turns right
   * behind it that are limited under exactly the same keys: the read that admitted the first shows
   * room for them too (nothing else takes places on these keys meanwhile). Saves a database read
   * per place when a line of one user's attempts fills its places.
   */
  admit(first: Turn, spare: number): void {
    let turn: Turn | undefined = first;
    for (let places = 1 + spare; turn && places > 0; places--) {
      for (const key of turn.keys) this.running.set(key, this.count(key) + 1);
      turn.admitted = true;
      this.leave(turn); // wakes the next first: admitted below, or it decides for itself
      const next: Turn | undefined = this.lines.get(first.keys[0])?.[0];
      turn = next && this.isFirst(next) && sameKeys(next, first) ? next : undefined;
    }
  }

  /** A check settled (its failure, if any, already written): its places are free; the first in line looks again. */
  release(keys: readonly string[]): void {
    for (const key of keys) {
      const left = this.count(key) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    }
    this.pokeFirst(keys);
  }

  /** Wakes one turn per key at most: the one allowed to decide. Everyone else waits their turn. */
  private pokeFirst(keys: readonly string[]): void {
    const firsts = new Set(keys.map((key) => this.lines.get(key)?.[0]));
    for (const turn of firsts) {
      if (!turn || !this.isFirst(turn)) continue;
      if (turn.wake) turn.wake();
      else turn.poked = true; // busy reading: it reads again instead of waiting
    }
  }
}

const sameKeys = (a: Turn, b: Turn) => a.keys.length === b.keys.length && a.keys.every((key, i) => key === b.keys[i]);
