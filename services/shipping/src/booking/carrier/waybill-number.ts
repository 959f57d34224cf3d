/**
 * Waybill numbers: digits only, the sequence's value then a Luhn check digit, so a mistyped number
 * (one wrong digit, most swaps of neighbours) is recognisably wrong wherever it is typed in again.
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function waybillNumber(sequenceValue: bigint | number | string): string {
  const digits = String(sequenceValue);
  if (!/^\d+$/.test(digits)) throw new Error(`Not a sequence value: ${digits}`);
  return `${digits}${luhnCheckDigit(digits)}`;
}

export function isValidWaybillNumber(text: string): boolean {
  return /^\d{2,}$/.test(text) && luhnCheckDigit(text.slice(0, -1)) === Number(text.slice(-1));
}
