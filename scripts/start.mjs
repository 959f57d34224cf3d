#!/usr/bin/env node
// `npm start`: installs when needed, builds what is stale, then runs the embedded portal
// (services/all-in-one). Arguments after `--` are ignored; configuration is by environment.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => {
  const result = spawnSync(npm, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

if (!existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (first run)...');
  run(['install', '--no-audit', '--no-fund']);
}
if (!existsSync(join(ROOT, 'libs/contracts/src/gen'))) run(['run', '--silent', 'proto']);
// Incremental: a no-op when nothing changed.
run(['run', '--silent', 'build:ts']);
const consoleIndex = join(ROOT, 'console/dist/index.html');
if (!existsSync(consoleIndex) || newestMtime(join(ROOT, 'console/src')) > statSync(consoleIndex).mtimeMs) {
  console.log('Building the console...');
  run(['run', '--silent', 'build:console']);
}

const child = spawn(process.execPath, [join(ROOT, 'services/all-in-one/dist/main.js')], { cwd: ROOT, stdio: 'inherit' });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  // Killed or out of memory: its embedded PostgreSQL's watchdog stops the database, and `npm start` begins afresh.
  if (signal && !stopping) {
    console.error(`\nThe portal process ended on ${signal}; its embedded PostgreSQL is being stopped. Run npm start again.`);
    process.exit(1);
  }
  process.exit(code ?? (signal ? 0 : 1));
});
