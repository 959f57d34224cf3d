import { isMessageCode, MessageCode, requestContext, translate } from '@freight/kernel';
import type { ConsignmentEntity } from './database/consignment.entity';
import type { ConsignmentDocument } from './domain/consignment-document';
import { presentConsignment } from './domain/present-consignment';

export interface ConsignmentErrorItem {
  code: string;
  description: string;
}

/** Every answer of the consignment calls (spec section 7): the consignments, and errors de-duplicated by code in the caller's language. */
export interface ConsignmentsAnswer {
  consignments: unknown[];
  errors: ConsignmentErrorItem[];
}

export function consignmentsAnswer(consignments: unknown[], errorCodes: readonly string[] = []): ConsignmentsAnswer {
  const language = requestContext.language();
  const codes = [...new Set(errorCodes)];
  return {
    consignments,
    errors: codes.map((code) => ({
      code,
      description: translate((isMessageCode(code) ? code : 'ERROR.UNDEFINED') as MessageCode, language),
    })),
  };
}

/** A stored consignment as answers show it: its ids from the row, pickup times in Stockholm time. */
export const toAnswerDocument = (row: ConsignmentEntity): ConsignmentDocument =>
  presentConsignment({ ...row.document, consignmentId: row.id, consignmentNo: row.consignmentNo });
