// Lint (npm run lint): rules the services and the console share live in one place (issue 26 items 6 and 7). A rule's
// telltale text found anywhere else in their sources is refused: import the home's export instead.
// `node scripts/one-home.mjs [root]` checks another tree (scripts/one-home.test.mjs's fixtures); the repository by default.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { sources, testFiles } from './source-files.mjs';

const root = process.argv[2] ? resolve(process.argv[2]) : join(dirname(new URL(import.meta.url).pathname), '..');

/** The demo world's seed: its passwords are the ones the rule below looks for, so a new demo account is covered too. */
const SEED = 'libs/reference-data/src/demo-accounts.ts';
function seededPasswords() {
  const passwords = [...readFileSync(join(root, SEED), 'utf8').matchAll(/\bpassword: '([^']+)'/g)].map((m) => m[1]);
  if (passwords.length === 0) throw new Error(`${SEED}: no demo password found; update scripts/one-home.mjs`);
  return passwords;
}
/** Any of the words as a whole string literal ('…', "…" or `…`). */
const quoted = (words) => new RegExp(`['"\`](?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})['"\`]`);

const RULES = [
  {
    // The zone named in code (comments may still say it in words).
    text: /['"`]Europe\/Stockholm['"`]/,
    homes: ['libs/reference-data/src/business-time.ts'],
    what: "the business time zone: import BUSINESS_TIME_ZONE from '@freight/reference-data'",
    tests: false,
  },
  {
    // A seeded demo login's password typed as a string: one set of test accounts, and the seed that creates them.
    // The README, docker-compose.yml and stack.sh still tell a person what to type; users a test invites are its own.
    text: quoted(seededPasswords()),
    homes: [SEED, 'libs/testing/src/demo-accounts.ts'],
    what: "a demo login's password: sign in as ADMIN, ANNA, BERTIL, BO or VERA from '@freight/testing' (bench: bench/run.mjs's ctx.accounts)",
    tests: true,
  },
];

/** A carrier simulator speaks the carrier's own clock, which happens to be Stockholm's too: not our business time. */
const OUTSIDE = ['libs/carrier-simulators/', 'libs/contracts/src/gen/'];

const packages = ['services', 'libs'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name)));
/** Each service's and lib's src/ and the console's: the code, whose specs count as tests. */
const codeFolders = [...packages.map((p) => join(p, 'src')), join(root, 'console/src')].filter((dir) => existsSync(dir));
/** Their test/ folders and the bench, which sign in as the demo accounts too. */
const testFolders = [...packages.map((p) => join(p, 'test')), join(root, 'console/test'), join(root, 'bench')].filter((dir) =>
  existsSync(dir),
);

const files = [
  ...codeFolders.flatMap((dir) => [...sources(dir)].map((file) => ({ file, test: false }))),
  ...codeFolders.flatMap((dir) => [...testFiles(dir)].filter((file) => /\.spec\.tsx?$/.test(file)).map((file) => ({ file, test: true }))),
  ...testFolders.flatMap((dir) => [...testFiles(dir)].map((file) => ({ file, test: true }))),
];
let found = 0;
for (const { file, test } of files) {
  const path = relative(root, file).split(sep).join('/');
  if (OUTSIDE.some((p) => path.startsWith(p))) continue;
  const text = readFileSync(file, 'utf8');
  for (const rule of RULES) {
    if ((rule.tests || !test) && !rule.homes.includes(path) && rule.text.test(text)) {
      console.error(`${path}: ${rule.what} (${rule.homes.join(', ')})`);
      found++;
    }
  }
}
if (found) process.exit(1);
