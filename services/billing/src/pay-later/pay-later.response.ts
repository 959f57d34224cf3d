export interface PayLaterApplicationResponse {
  id: number;
  custId: number;
  userId: number;
  termsVersion: string;
  days: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  appliedAt: string;
  decidedAt: string | null;
}

export interface PayLaterStatusResponse {
  paymentDays: number;
  applications: PayLaterApplicationResponse[];
}
