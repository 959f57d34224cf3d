/**
 * GS1 check digit (GS1 General Specifications 7.9.1): from the rightmost data digit leftwards the
 * weights alternate 3, 1, 3…; the check digit brings the sum up to a multiple of ten. Not Luhn.
 */
export function gs1CheckDigit(data: string): number {
  if (!/^\d+$/.test(data)) throw new Error('GS1 data must be digits');
  let sum = 0;
  for (let i = data.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(data[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

export function isValidSscc(sscc: string): boolean {
  return /^\d{18}$/.test(sscc) && gs1CheckDigit(sscc.slice(0, 17)) === Number(sscc[17]);
}

/**
 * The SSCC (AI 00) for the `n`th serial of a company prefix: extension digit, prefix, serial reference
 * and check digit, 18 digits. The serial space left beside the prefix is used first; the extension digit
 * (free for the company to use) multiplies it by ten before numbers repeat.
 */
export function ssccFor(companyPrefix: string, n: bigint): string {
  if (!/^\d{6,12}$/.test(companyPrefix)) throw new Error('GS1 company prefix must be 6 to 12 digits');
  const serialDigits = 16 - companyPrefix.length;
  const space = 10n ** BigInt(serialDigits);
  const extension = (n / space) % 10n;
  const serial = (n % space).toString().padStart(serialDigits, '0');
  const data = `${extension}${companyPrefix}${serial}`;
  return `${data}${gs1CheckDigit(data)}`;
}

/** "(00) 3 7350053850 000001 7": the human-readable line under the barcode, grouped as GS1 prints it. */
export function ssccText(sscc: string, companyPrefixLength: number): string {
  return `(00) ${sscc[0]} ${sscc.slice(1, 1 + companyPrefixLength)} ${sscc.slice(1 + companyPrefixLength, 17)} ${sscc[17]}`;
}
