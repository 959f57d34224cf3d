// The lint checks' walks: every file under a folder whose name `keep` takes, never node_modules or build output.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function* walk(dir, keep) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'results') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path, keep);
    else if (keep(name)) yield path;
  }
}

/** A service's source: every .ts/.tsx file, tests left out. */
export const sources = (dir) => walk(dir, (name) => /\.tsx?$/.test(name) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(name));

/** Every .ts/.tsx/.mjs under a test folder: specs, fixtures and helpers alike. */
export const testFiles = (dir) => walk(dir, (name) => /\.(tsx?|mjs)$/.test(name));

/** Each services/<name>/src folder that exists, with the service's name. */
export function* serviceSources(root) {
  for (const service of readdirSync(join(root, 'services'))) {
    const src = join(root, 'services', service, 'src');
    try {
      statSync(src);
    } catch {
      continue;
    }
    yield { service, src };
  }
}
