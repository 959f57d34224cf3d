// Lint (npm run lint): rules the services and the console share live in one place (issue 26 item 6). A rule's
// telltale text found anywhere else in their sources is refused: import the home's export instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { sources } from './source-files.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');

const RULES = [
  {
    // The zone named in code (comments may still say it in words).
    text: /['"`]Europe\/Stockholm['"`]/,
    home: 'libs/reference-data/src/business-time.ts',
    what: "the business time zone: import BUSINESS_TIME_ZONE from '@freight/reference-data'",
  },
];

/** A carrier simulator speaks the carrier's own clock, which happens to be Stockholm's too: not our business time. */
const OUTSIDE = ['libs/carrier-simulators/', 'libs/contracts/src/gen/'];

/** The source folders: each service's and lib's src/, and the console's (never node_modules or build output). */
const folders = [
  ...['services', 'libs'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(root, group, name, 'src'))
      .filter((src) => existsSync(src)),
  ),
  join(root, 'console/src'),
];
let found = 0;
for (const folder of folders) {
  for (const file of sources(folder)) {
    const path = relative(root, file).split(sep).join('/');
    if (OUTSIDE.some((p) => path.startsWith(p))) continue;
    const text = readFileSync(file, 'utf8');
    for (const rule of RULES) {
      if (path !== rule.home && rule.text.test(text)) {
        console.error(`${path}: ${rule.what} (${rule.home})`);
        found++;
      }
    }
  }
}
if (found) process.exit(1);
