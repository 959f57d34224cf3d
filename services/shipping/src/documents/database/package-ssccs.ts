import type { EntityManager } from 'typeorm';
import { ssccFor } from '../domain/sscc';

/**
 * The SSCCs of a consignment's packages in package order, numbering the packages that have none yet.
 * The caller holds the order's row lock, so two prints of one consignment cannot both number it.
 */
export async function packageSsccs(
  manager: EntityManager,
  consignmentId: string,
  packages: number,
  companyPrefix: string,
): Promise<string[]> {
  const rows: { package_no: number; sscc: string }[] = await manager.query(
    'SELECT package_no, sscc FROM package_sscc WHERE consignment_id = $1 ORDER BY package_no',
    [consignmentId],
  );
  const known = new Map(rows.map((r) => [r.package_no, r.sscc]));
  const missing: number[] = [];
  for (let n = 1; n <= packages; n++) if (!known.has(n)) missing.push(n);
  if (missing.length) {
    const serials: { n: string }[] = await manager.query("SELECT nextval('sscc_serial')::text AS n FROM generate_series(1, $1::int)", [
      missing.length,
    ]);
    const ssccs = serials.map((s) => ssccFor(companyPrefix, BigInt(s.n)));
    await manager.query('INSERT INTO package_sscc (consignment_id, package_no, sscc) SELECT $1, * FROM unnest($2::int[], $3::text[])', [
      consignmentId,
      missing,
      ssccs,
    ]);
    missing.forEach((n, i) => known.set(n, ssccs[i]));
  }
  return Array.from({ length: packages }, (_, i) => known.get(i + 1)!);
}
