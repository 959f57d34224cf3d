/**
 * Bankgirot OCR references with hard control: the digits, then a length digit (the whole reference's
 * length, check digit included, modulo 10), then a Luhn (modulus 10) check digit over everything before it.
 */

/** The Luhn check digit of a string of digits: doubling every second digit from the right. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('Luhn needs digits');
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** Bankgirot accepts OCR references of 2 to 25 digits. */
export const OCR_MAX_LENGTH = 25;

/** The OCR reference for a serial number (e.g. an invoice number): serial, length digit, check digit. */
export function ocrReference(serial: number | string): string {
  const base = String(serial);
  if (!/^\d+$/.test(base) || base.length + 2 > OCR_MAX_LENGTH) throw new Error(`No OCR reference for ${base}`);
  const withLength = base + String((base.length + 2) % 10);
  return withLength + String(luhnCheckDigit(withLength));
}

/** True when `ocr` passes the hard control: digits only, 2–25 long, length digit and Luhn digit right. */
export function isValidOcrReference(ocr: string): boolean {
  if (!/^\d+$/.test(ocr) || ocr.length < 3 || ocr.length > OCR_MAX_LENGTH) return false;
  return Number(ocr.at(-2)) === ocr.length % 10 && isLuhnValid(ocr);
}
