/**
 * Business constants from spec section 9 that are pure reference data.
 * Money is in öre (1 SEK = 100 öre) and rates in basis points (1 % = 100 bp)
 * so that callers compute with integers.
 */

/** Country used when an address or contact has none. */
export const DEFAULT_COUNTRY_CODE = 'SE';

/**
 * Print formats for shipping documents (the spec names only PDF, the default): `PDF` is the A4
 * waybill followed by the package labels two to a page; `PDF_A6` one 105×148 mm label per page for
 * label printers that take PDF; `ZPL` ZPL II labels of 4×6 in at 203 dpi; `ZPL_300` the same at 300 dpi.
 */
export const PRINT_FORMATS = Object.freeze(['PDF', 'PDF_A6', 'ZPL', 'ZPL_300'] as const);
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export const DEFAULT_PRINT_FORMAT: PrintFormat = 'PDF';

export const CONSIGNEE_TYPES = Object.freeze(['company', 'private'] as const);
export type ConsigneeType = (typeof CONSIGNEE_TYPES)[number];
export const DEFAULT_CONSIGNEE_TYPE: ConsigneeType = 'company';

/** A customer whose level equals this is an administrator. */
export const ADMIN_CUSTOMER_LEVEL = 1;

/** Lowest insurable goods value: SEK 1 000. */
export const INSURANCE_MIN_GOODS_VALUE_ORE = 100_000;
/** Highest insurable goods value: SEK 1 000 000. */
export const INSURANCE_MAX_GOODS_VALUE_ORE = 100_000_000;
/** Insurance premium rate: 0.75 % of the goods value. */
export const INSURANCE_RATE_BASIS_POINTS = 75;
/** Lowest insurance premium: SEK 65. */
export const INSURANCE_MIN_PREMIUM_ORE = 6_500;

/**
 * The fee per booking billing charges beside the freight (BILLING_TRANSACTION_FEE_ORE overrides it): SEK 15.
 * Quotes show it too, so a member meets it before booking, not first on the invoice (issue 29, item 5).
 */
export const DEFAULT_TRANSACTION_FEE_ORE = 1_500;

/** Length of a random goods item id (uppercase alphanumeric). */
export const GOODS_ITEM_ID_LENGTH = 6;
/** Length of a temporary order number (uppercase alphanumeric). */
export const TEMPORARY_ORDER_NUMBER_LENGTH = 16;
