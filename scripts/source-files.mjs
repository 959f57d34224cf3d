// The lint checks' walk over a service's source: every .ts/.tsx file under a folder, tests left out.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(name)) yield path;
  }
}

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
