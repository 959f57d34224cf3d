// Lint (npm run lint): every HTTP controller of a service sits in its use case's folder, named *.controller.ts:
// services/<name>/src/<slice>/commands/<use-case>/ or .../queries/<use-case>/ (docs/architecture.md). A file that
// declares @Controller( anywhere else is refused, unless ALLOWED names it; that list only shrinks.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { serviceSources, sources } from './source-files.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');

/** Not yet moved, each with why; remove a line when its file moves (a line whose file is gone fails too). */
const ALLOWED = new Map([
  ['services/shipping/src/order-events/order-events.http.controller.ts', 'a server-sent event stream, no command or query'],
]);

const USE_CASE_FILE = /^[^/]+\/(commands|queries)\/[^/]+\/[^/]+\.controller\.ts$/;
const CONTROLLER = /@Controller\(/;

const misplaced = [];
const seen = new Set();
for (const { src } of serviceSources(root)) {
  for (const file of sources(src)) {
    if (!CONTROLLER.test(readFileSync(file, 'utf8'))) continue;
    const path = relative(root, file).split(sep).join('/');
    if (ALLOWED.has(path)) seen.add(path);
    else if (!USE_CASE_FILE.test(relative(src, file).split(sep).join('/'))) misplaced.push(path);
  }
}
for (const path of misplaced) console.error(`controller outside a commands/<use-case>/ or queries/<use-case>/ folder: ${path}`);
for (const path of ALLOWED.keys())
  if (!seen.has(path)) console.error(`scripts/use-case-folders.mjs allows ${path}, which has no controller there any more: drop the line`);
if (misplaced.length || seen.size !== ALLOWED.size) process.exit(1);
