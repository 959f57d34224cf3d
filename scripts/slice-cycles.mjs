// Lint (npm run lint): no cycles between the slices of a service, the folders directly under services/<name>/src.
// dependency-cruiser's no-cycles rule sees modules; two slices can still lean on each other through different
// modules (orders → consignments and consignments → orders), and that is what this check refuses.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { serviceSources, sources } from './source-files.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const IMPORT = /(?:from|import\()\s*'(\.[^']+)'/g;

/** slice → the other slices its modules import. */
function sliceGraph(src) {
  const graph = new Map();
  for (const file of sources(src)) {
    const [slice, ...rest] = relative(src, file).split(sep);
    if (!rest.length) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [target, ...inner] = relative(src, normalize(join(dirname(file), spec))).split(sep);
      if (!inner.length || target === '..' || target === slice) continue;
      if (!graph.has(slice)) graph.set(slice, new Set());
      graph.get(slice).add(target);
    }
  }
  return graph;
}

/** One cycle through each slice that is on one, as a path (depth-first search). */
function cycles(graph) {
  const found = new Map();
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        found.set([...cycle].sort().join(), cycle);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

let failed = false;
for (const { service, src } of serviceSources(root)) {
  for (const cycle of cycles(sliceGraph(src))) {
    failed = true;
    console.error(`slice cycle in services/${service}: ${cycle.join(' → ')}`);
  }
}
if (failed) process.exit(1);
