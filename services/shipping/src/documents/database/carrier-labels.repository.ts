import type { EntityManager } from 'typeorm';
import type { CarrierLabelFile } from '../render/carrier-labels';

/**
 * The labels the carrier issued for a confirmed booking, as kept on its transmission (base64 in the carrier's
 * answer), when its carrier is one whose labels are printed (`carrierCodes`); none for a carrier that takes our
 * GS1 labels or answered none.
 */
export async function carrierLabelsOf(
  manager: EntityManager,
  orderNo: string,
  carrierCodes: readonly number[],
): Promise<CarrierLabelFile[]> {
  const [row] = (await manager.query(
    `SELECT labels FROM carrier_transmissions WHERE order_no = $1 AND state = 'confirmed' AND carrier_code = ANY ($2::int[])`,
    [orderNo, carrierCodes],
  )) as Array<{ labels: Array<{ format: CarrierLabelFile['format']; base64: string }> | null }>;
  return (row?.labels ?? []).map((l) => ({ format: l.format, bytes: Buffer.from(l.base64, 'base64') }));
}
