import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject } from '@nestjs/swagger';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { useDemoPortal } from './portal';

const ROOT = resolve(__dirname, '../../..');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/**
 * The document at /api/docs-json as an integrator's tools read it: valid OpenAPI 3.0 by @apidevtools/swagger-parser
 * and free of errors under redocly's recommended rules (redocly.yaml), so a generator for any language takes it.
 */
describe('Embedded portal: the OpenAPI document passes the standard validators', () => {
  const fx = useDemoPortal();
  let doc: OpenAPIObject;
  const dir = mkdtempSync(join(tmpdir(), 'frakt-openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    doc = (await fx.portal.http.get('/api/docs-json').expect(200)).body as OpenAPIObject;
  });

  it('is valid OpenAPI 3.0 by @apidevtools/swagger-parser', async () => {
    const problems = await SwaggerParser.validate(structuredClone(doc) as never).then(
      () => [],
      (error: { details?: { instancePath?: string; message?: string }[]; message: string }) =>
        error.details?.map((d) => `${d.instancePath} ${d.message}`) ?? [error.message],
    );
    expect(problems).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.0\./);
  });

  it('has no error under redocly lint with the recommended rules', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const lint = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000'],
      // The CLI's telemetry and update check stay off: the test reads only the document.
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 << 20 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { problems } = JSON.parse(lint.stdout) as { problems: LintProblem[] };
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('declares every path parameter, a summary on every operation, and no security on the public routes', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { summary?: string; parameters?: { in: string; name: string }[]; security?: unknown[] }>)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
    for (const { path, op } of operations) {
      expect(op.summary).toBeTruthy();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort()).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const publicOps = operations
      .filter(({ op }) => Array.isArray(op.security) && op.security.length === 0)
      .map((o) => `${o.method} ${o.path}`);
    expect(publicOps).toEqual(expect.arrayContaining(['post /api/auth/signin', 'get /api/health/ready', 'get /api/content/home']));
    expect(publicOps).not.toContain('get /api/order/customer/{custId}');
  });
});
