import type { AttachmentView } from '../attachments/attachments';

/** A booked order as the claim form sees it: whether it can be claimed, and until when. */
export interface ClaimableOrderResponse {
  orderNo: string;
  consignmentNo: string;
  supplierId: number;
  supplier: string;
  insured: boolean;
  /** Kronor, two decimals. */
  goodsValue: string;
  deliveredAt: string | null;
  /** Last Stockholm date a claim is taken (YYYY-MM-DD); null before delivery. */
  deadline: string | null;
  open: boolean;
}

export interface InsuranceClaimResponse {
  id: number;
  custId: number;
  orderNo: string;
  consignmentNo: string;
  supplierId: number;
  supplier: string;
  goodsValue: string;
  damageDescription: string;
  repairPossibility: string;
  /** Kronor, two decimals; null when not given. */
  residualValue: string | null;
  otherInformation: string;
  payoutAccountType: 'bankgiro' | 'plusgiro';
  /** Formatted: NNN-NNNN / NNNN-NNNN (bankgiro), NNNNNN-N (plusgiro). */
  payoutAccount: string;
  status: 'draft' | 'submitted';
  createdDate: string;
  submittedAt: string | null;
  deliveredAt: string | null;
  deadline: string | null;
  /** The first MAX_ATTACHMENTS in upload order (file/list/{id} pages them all). */
  attachments: AttachmentView[];
  /** Every stored attachment, also those a record from before the cap holds past the first page. */
  attachmentsCount: number;
  attachmentsTotalBytes: number;
}
