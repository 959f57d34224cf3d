import { arrayOf, bool, date, dateTime, decimal, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import { ATTACHMENT_SCHEMA } from '../attachments/attachments.openapi';
import type { ClaimableOrderResponse, InsuranceClaimResponse } from './insurance-claim.response';

const DEADLINE = { ...nullable(date), description: 'The last Stockholm date a claim is taken; null before delivery' };

export const CLAIMABLE_ORDER_SCHEMA = objectOf<ClaimableOrderResponse>({
  orderNo: str,
  consignmentNo: str,
  supplierId: int,
  supplier: str,
  insured: bool,
  goodsValue: decimal,
  deliveredAt: nullable(dateTime),
  deadline: DEADLINE,
  open: { ...bool, description: 'A claim can be made now' },
});

export const INSURANCE_CLAIM_SCHEMA = namedSchema(
  'InsuranceClaim',
  objectOf<InsuranceClaimResponse>({
    id: int,
    custId: int,
    orderNo: str,
    consignmentNo: str,
    supplierId: int,
    supplier: str,
    goodsValue: decimal,
    damageDescription: str,
    repairPossibility: str,
    residualValue: nullable(decimal),
    otherInformation: str,
    payoutAccountType: { type: 'string', enum: ['bankgiro', 'plusgiro'] },
    payoutAccount: { ...str, description: 'NNN-NNNN or NNNN-NNNN (bankgiro), NNNNNN-N (plusgiro)' },
    status: { type: 'string', enum: ['draft', 'submitted'] },
    createdDate: dateTime,
    submittedAt: nullable(dateTime),
    deliveredAt: nullable(dateTime),
    deadline: DEADLINE,
    attachments: { ...arrayOf(ATTACHMENT_SCHEMA), description: 'The first 20 in upload order; file/list/{id} pages them all' },
    attachmentsCount: int,
    attachmentsTotalBytes: int,
  }),
);
