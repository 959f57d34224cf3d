/** Swedish VAT on freight, insurance premium and fee: 25 %. */
export const VAT_RATE_PERCENT = 25;

/** VAT of a line in whole öre, rounded half away from zero (negative for a credit line). */
export function vatOre(priceOre: number, ratePercent = VAT_RATE_PERCENT): number {
  const exact = (Math.abs(priceOre) * ratePercent) / 100;
  return Math.sign(priceOre) * Math.round(exact) || 0;
}

/** Öre as the wire's decimal string with two decimals ("1234.50", "-0.05"); exact for bigint strings too. */
export function oreToDecimal(ore: number | string | bigint): string {
  const value = BigInt(ore);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Öre as Swedish text: "1 234,50". */
export function oreToSwedish(ore: number | string | bigint): string {
  const [whole, fraction] = oreToDecimal(ore).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${digits},${fraction}`;
}
