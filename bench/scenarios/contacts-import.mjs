import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The portal's own writer (built by `npm run build`): the same kind of file Excel writes, shared strings and all.
const { xlsxBuffer } = require('../../services/contacts/dist/import/xlsx-writer.js');
const { IMPORT_COLUMNS } = require('../../services/contacts/dist/import/import-columns.js');

const ROWS = 30_000;

/** The portal child's resident set size in bytes (Linux /proc). */
const rssOf = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
};

/**
 * One import of 30 000 rows through /api: the upload and its preview (the file read as a stream, every row
 * checked and kept), then the commit (the contacts written in one statement). Times of each step and the
 * portal process's RSS growth over both (sampled every 50 ms). Targets: 10 s each, 150 MB.
 */
export default {
  name: 'contacts-import',
  server: 'portal',
  order: 71,
  description: 'xlsx import of 30 000 rows: preview and commit times (target 10 s each), portal RSS growth (target 150 MB)',
  async run(ctx) {
    const { username, password } = ctx.accounts.anna;
    const session = await ctx.signIn(username, password);
    const headings = IMPORT_COLUMNS.map((c) => c.heading);
    const at = (h) => headings.indexOf(h);
    const rows = [headings];
    for (let i = 0; i < ROWS; i += 1) {
      const row = headings.map(() => null);
      row[at('FÖRETAG')] = `Bänkföretag ${i} AB`;
      row[at('FÖRNAMN')] = 'Test';
      row[at('EFTERNAMN')] = `Person ${i}`;
      row[at('ADRESS')] = `Gatan ${i % 300}`;
      row[at('POSTNUMMER')] = 10000 + (i % 89999);
      row[at('ORT')] = 'Stockholm';
      row[at('TELEFON')] = '08-123 45 67';
      row[at('EPOST')] = `bank${i}@example.se`;
      row[at('REFERENS')] = `R${i}`;
      rows.push(row);
    }
    const file = await xlsxBuffer('Kontakter', rows);
    const pid = ctx.servers.portal.pid;
    const rssBefore = pid ? rssOf(pid) : NaN;
    let rssPeak = rssBefore;
    const sampler = pid ? setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 50) : undefined;
    const headers = { authorization: `Bearer ${session.accessToken}` };
    try {
      const form = new FormData();
      form.append('file', new Blob([file]), 'bench.xlsx');
      const t0 = performance.now();
      const upload = await fetch(`${ctx.servers.portal.url}/api/contact/import/`, { method: 'POST', headers, body: form });
      const preview = await upload.json();
      const t1 = performance.now();
      if (upload.status !== 200 || preview.valid !== ROWS)
        throw new Error(`upload answered ${upload.status}: ${JSON.stringify(preview).slice(0, 500)}`);
      const { status, body } = await ctx.http('portal', 'POST', `/api/contact/import/${preview.id}/commit`, {
        headers,
        body: { replaceBy: 'REFERENS' },
      });
      const t2 = performance.now();
      if (status !== 200 || body.result?.created !== ROWS) throw new Error(`commit answered ${status}: ${JSON.stringify(body)}`);
      const previewMs = t1 - t0;
      const commitMs = t2 - t1;
      const rssGrowthMb = (rssPeak - rssBefore) / 1024 / 1024;
      process.stdout.write(
        `\n    ${(file.length / 1024 / 1024).toFixed(1)} MB file: preview ${Math.round(previewMs)} ms, commit ${Math.round(commitMs)} ms, portal RSS growth ${Math.round(rssGrowthMb)} MB\n    `,
      );
      return {
        requestsPerSecond: ROWS / ((t2 - t0) / 1000),
        requestsTotal: 2,
        durationSeconds: (t2 - t0) / 1000,
        latencyMs: { p50: previewMs, p99: commitMs, max: Math.max(previewMs, commitMs) },
        previewMs,
        commitMs,
        rssGrowthMb,
      };
    } finally {
      if (sampler) clearInterval(sampler);
    }
  },
};
