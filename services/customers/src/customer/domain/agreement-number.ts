/**
 * The carrier customer number ("agreement number") used when booking with a carrier on the
 * customer's behalf: the customer's own number with that carrier, else the portal's shared one.
 *
 * The shared numbers are the old portal's two fixed values: one for customers on price list 2
 * and one for every other price list (spec section 9; the spec does not show the values).
 */
export const DEFAULT_AGREEMENT_NO_PRICE_LIST_2 = '1000002';
export const DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS = '1000001';

export interface AgreementNumber {
  supplierId: number;
  agreementNo: string;
  source: 'customer' | 'default';
}

export interface AgreementHolder {
  priceList: number;
  /** Carrier code (as text) → the customer's own number with that carrier. */
  agreementNumbers: Record<string, string>;
}

export function agreementNumberFor(customer: AgreementHolder, supplierId: number): AgreementNumber {
  const own = customer.agreementNumbers?.[String(supplierId)];
  if (typeof own === 'string' && own.trim() !== '') return { supplierId, agreementNo: own, source: 'customer' };
  const agreementNo = customer.priceList === 2 ? DEFAULT_AGREEMENT_NO_PRICE_LIST_2 : DEFAULT_AGREEMENT_NO_OTHER_PRICE_LISTS;
  return { supplierId, agreementNo, source: 'default' };
}
