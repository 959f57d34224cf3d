// After `vite build`: a .br and a .gz beside each text asset of dist/, so the server sends the smallest
// encoding a browser accepts without compressing on every request (@fastify/static's preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
// Below this a compressed answer saves less than its headers cost.
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

const dist = new URL('../dist/', import.meta.url).pathname;
let plain = 0;
let gzipped = 0;
let brotli = 0;
for await (const path of files(dist)) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) continue;
  const gz = gzipSync(bytes, { level: 9 });
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  plain += bytes.length;
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  gzipped += Math.min(gz.length, bytes.length);
  brotli += Math.min(br.length, bytes.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`precompressed console assets: ${kb(plain)} plain, ${kb(gzipped)} gzip, ${kb(brotli)} brotli`);
