import { int, objectOf } from '@freight/runtime';
import type { CarrierAgreementView } from './application/carrier-agreement-store';

export const CARRIER_AGREEMENT_SCHEMA = objectOf<CarrierAgreementView>({
  carrierCode: int,
  accountField: { type: 'string', enum: ['shipperNumber', 'customerNumber', 'accountNumber', 'userId'] },
  accountNo: { type: 'string' },
  credentials: { type: 'object', additionalProperties: { type: 'string', description: 'Masked: the last four characters at most' } },
  updatedAt: { type: 'string', format: 'date-time' },
});
