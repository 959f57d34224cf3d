import type { PayLaterApplicationResponse } from '../pay-later.response';

export interface ApplicationRow {
  id: string;
  customer_id: number;
  user_id: number;
  terms_version: string;
  days: number;
  status: PayLaterApplicationResponse['status'];
  applied_at: Date;
  decided_at: Date | null;
}

export const toResponse = (row: ApplicationRow): PayLaterApplicationResponse => ({
  id: Number(row.id),
  custId: row.customer_id,
  userId: row.user_id,
  termsVersion: row.terms_version,
  days: row.days,
  status: row.status,
  appliedAt: row.applied_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});
