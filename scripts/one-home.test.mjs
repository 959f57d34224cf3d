// `node --test scripts/one-home.test.mjs` (part of npm run lint): scripts/one-home.mjs refuses a literal outside its
// home, in a fixture tree where each rule's literal is planted once where it is allowed and once where it is not.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./one-home.mjs', import.meta.url));
const ZONE = `'Europe/Stockholm'`;
// Built from parts, so this file is no second home of the password.
const PASSWORD = `'${['frakt', 'anna', '1'].join('-')}'`;

const trees = [];
after(() => trees.forEach((tree) => rmSync(tree, { recursive: true, force: true })));

/** A repository-shaped tree of the given files (path → text), checked by the script; answers its exit code and complaints. */
function check(files) {
  const root = mkdtempSync(join(tmpdir(), 'one-home-'));
  trees.push(root);
  const all = {
    'libs/reference-data/src/business-time.ts': `export const BUSINESS_TIME_ZONE = ${ZONE};\n`,
    'libs/reference-data/src/demo-accounts.ts': `export const DEMO_ACCOUNTS = [{ username: 'anna', password: ${PASSWORD} }];\n`,
    'libs/testing/src/demo-accounts.ts': `export const ANNA = { username: 'anna', password: ${PASSWORD} };\n`,
    'services/shipping/src/orders/order.ts': 'export const order = 1;\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  const refused = run.stderr
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(0, line.indexOf(':')));
  return { status: run.status, refused };
}

test('the homes alone pass', () => {
  assert.deepEqual(check({}), { status: 0, refused: [] });
});

test("a demo password typed in a spec, a test helper, the console's tests or the bench is refused", () => {
  const login = `signIn(portal, 'anna', ${PASSWORD});\n`;
  assert.deepEqual(
    check({
      'services/all-in-one/test/orders.e2e-spec.ts': login,
      'services/auth/test/fixture.ts': login,
      'services/auth/src/users/user.spec.ts': `expect(x).toBe(${PASSWORD});\n`,
      'console/test/login.browser-spec.ts': `await submitLoginForm(page, "anna", "${PASSWORD.slice(1, -1)}");\n`,
      'bench/scenarios/sign-in.mjs': `const body = { password: \`${PASSWORD.slice(1, -1)}\` };\n`,
      'services/auth/test/ok.e2e-spec.ts': `signIn(portal, ANNA.username, ANNA.password);\nsignIn(portal, 'bo', 'frakt-bo-2');\n`,
    }),
    {
      status: 1,
      refused: [
        'services/auth/src/users/user.spec.ts',
        'services/all-in-one/test/orders.e2e-spec.ts',
        'services/auth/test/fixture.ts',
        'console/test/login.browser-spec.ts',
        'bench/scenarios/sign-in.mjs',
      ],
    },
  );
});

test('the business time zone is refused in code but not in tests, as before', () => {
  assert.deepEqual(
    check({
      'services/claims/src/dates.ts': `const zone = ${ZONE};\n`,
      'services/claims/src/dates.spec.ts': `expect(zone).toBe(${ZONE});\n`,
      'services/claims/test/dates.e2e-spec.ts': `expect(zone).toBe(${ZONE});\n`,
    }),
    { status: 1, refused: ['services/claims/src/dates.ts'] },
  );
});

test('the repository passes', () => {
  const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
  assert.equal(run.stderr, '');
  assert.equal(run.status, 0);
});
