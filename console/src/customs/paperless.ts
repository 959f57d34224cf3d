import type { Schema } from '../api/types';

/** GET /api/consignment/upspaperless/{id}: the choice, whether the carrier offers it, and what was sent. */
export type PaperlessAnswer = Schema<'PaperlessAnswer'>;
export type SentDocument = Schema<'SentCustomsDocument'>;

/** Checked before sending so the member hears at once; the server checks the bytes again. */
export const uploadProblem = (
  file: { size: number; type: string; name: string },
  answer: PaperlessAnswer,
): 'tooLarge' | 'notPdf' | 'tooMany' | null => {
  if (answer.documents.length >= answer.limits.filesPerConsignment) return 'tooMany';
  if (file.size > answer.limits.bytesPerFile) return 'tooLarge';
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return 'notPdf';
  return null;
};

/** The consignment a customs screen works on: ?consignmentId= (from a link), else the shipment draft's. */
export const consignmentIdFrom = (search: string, draftConsignmentId: string | undefined) =>
  new URLSearchParams(search).get('consignmentId') || draftConsignmentId || undefined;
