import { DomainError } from '@freight/kernel/domain';

/**
 * A customer's own agreement with a carrier (issue 27 item 7): its account there, shown in full, and the
 * credentials the carrier's API takes for it, kept sealed and never shown whole. Bookings with that carrier use it,
 * else the portal's agreement.
 */
export interface AgreementShape {
  /** The account's name at the carrier, as the profile labels it. */
  account: string;
  accountPattern: RegExp;
  /** The credentials' fields, all secret; `optional` ones may be left out. */
  secrets: readonly string[];
}

/** Per carrier code (UPS 131, PostNord 4, DHL Express 225, DB Schenker 116): what its API needs of an account. */
export const AGREEMENT_SHAPES: Readonly<Record<number, AgreementShape>> = {
  // UPS: the shipper number, and the OAuth client of the customer's own UPS developer app.
  131: { account: 'shipperNumber', accountPattern: /^[A-Z0-9]{6}$/, secrets: ['clientId', 'clientSecret'] },
  // PostNord: the customer number, and the API key PostNord issued to it.
  4: { account: 'customerNumber', accountPattern: /^\d{5,10}$/, secrets: ['apiKey'] },
  // DHL Express (MyDHL API): the account number, and the API's Basic user and password.
  225: { account: 'accountNumber', accountPattern: /^\d{9}$/, secrets: ['username', 'password'] },
  // DB Schenker (eSchenker): the user id, and its access key.
  116: { account: 'userId', accountPattern: /^[A-Za-z0-9._@-]{1,60}$/, secrets: ['accessKey'] },
};

const MAX_SECRET_LENGTH = 500;

export interface CarrierAgreement {
  carrierCode: number;
  accountNo: string;
  credentials: Record<string, string>;
}

type Problem = { field: string; code: 'VALIDATION.REQUIRED' | 'VALIDATION.TOO_LONG' | 'VALIDATION.INVALID_FORMAT' };

/** A body `{ accountNo, credentials: { ... } }` for a carrier; 404 for a carrier the portal books no agreements with. */
export function parseCarrierAgreement(carrierCode: number, input: unknown): CarrierAgreement {
  const shape = AGREEMENT_SHAPES[carrierCode];
  if (!shape) throw DomainError.notFound('TENANCY.NOT_FOUND');
  const body = (typeof input === 'object' && input !== null ? input : {}) as { accountNo?: unknown; credentials?: unknown };
  const problems: Problem[] = [];
  const accountNo = typeof body.accountNo === 'string' ? body.accountNo.trim() : '';
  if (!accountNo) problems.push({ field: 'accountNo', code: 'VALIDATION.REQUIRED' });
  else if (!shape.accountPattern.test(accountNo)) problems.push({ field: 'accountNo', code: 'VALIDATION.INVALID_FORMAT' });
  const given = (typeof body.credentials === 'object' && body.credentials !== null ? body.credentials : {}) as Record<string, unknown>;
  const credentials: Record<string, string> = {};
  for (const name of shape.secrets) {
    const value = typeof given[name] === 'string' ? (given[name] as string).trim() : '';
    if (!value) problems.push({ field: `credentials.${name}`, code: 'VALIDATION.REQUIRED' });
    else if (value.length > MAX_SECRET_LENGTH) problems.push({ field: `credentials.${name}`, code: 'VALIDATION.TOO_LONG' });
    else credentials[name] = value;
  }
  for (const name of Object.keys(given))
    if (!shape.secrets.includes(name)) problems.push({ field: `credentials.${name}`, code: 'VALIDATION.INVALID_FORMAT' });
  if (problems.length) throw DomainError.invalid(problems);
  return { carrierCode, accountNo, credentials };
}
