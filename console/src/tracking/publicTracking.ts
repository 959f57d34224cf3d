import { apiClient } from '../session/browserSession';

/** GET /api/tracking/{consignmentNo} as the page reads it. */
export interface PublicTracking {
  consignmentNo: string;
  statusLabel: string;
  delivered: boolean;
  town: string;
  verified: boolean;
  expectedDelivery: { first: string; last: string } | null;
  carrierTrackingUrl: string | null;
  timeline: { label: string; reason: string; status: string; occurredAt: string; location: string }[];
}

export type TrackingResult = { ok: true; tracking: PublicTracking } | { ok: false; reason: 'notFound' | 'tooMany' | 'failed' };

/** No sign-in: the page is for receivers. */
export async function fetchTracking(consignmentNo: string, postcode: string): Promise<TrackingResult> {
  const query = postcode.trim() ? `?postcode=${encodeURIComponent(postcode.trim())}` : '';
  try {
    const response = await apiClient.request(`/tracking/${encodeURIComponent(consignmentNo)}${query}`, { auth: false });
    if (response.status === 404) return { ok: false, reason: 'notFound' };
    if (response.status === 429) return { ok: false, reason: 'tooMany' };
    if (!response.ok) return { ok: false, reason: 'failed' };
    return { ok: true, tracking: (await response.json()) as PublicTracking };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
