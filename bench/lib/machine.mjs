// Linux-only CPU accounting from /proc, to tell how much of the machine PostgreSQL and unrelated
// processes took during a run (on a shared 2-core box they decide a lot). Elsewhere: undefined.
import { readdirSync, readFileSync } from 'node:fs';

function systemTicks() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0); // idle + iowait
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0); // guest time is already in user
  return { busy: total - idle, total };
}

/** CPU ticks per PostgreSQL process (backends come and go with the pools). */
function postgresTicks() {
  const ticks = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

export function sampleMachine() {
  try {
    return { system: systemTicks(), postgres: postgresTicks() };
  } catch {
    return undefined;
  }
}

/** Cores used between two samples: the whole machine and PostgreSQL (backends that ended in between are missed). */
export function machineUsage(before, after, cpus) {
  if (!before || !after) return undefined;
  const elapsed = (after.system.total - before.system.total) / cpus; // ticks per core
  if (elapsed <= 0) return undefined;
  let postgres = 0;
  for (const [pid, ticks] of after.postgres) postgres += ticks - (before.postgres.get(pid) ?? 0);
  return { busy: (after.system.busy - before.system.busy) / elapsed, postgres: Math.max(0, postgres) / elapsed };
}
