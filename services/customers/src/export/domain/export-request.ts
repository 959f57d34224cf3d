import { exportExpired, exportNotReady } from './export.errors';

/** An archive is downloadable this long after it was assembled, then gone (the mail says so). */
export const EXPORT_VALID_DAYS = 7;

export type ExportState = 'requested' | 'ready' | 'expired';

export interface ExportRequestView {
  id: string;
  state: ExportState;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  /** The archive's size, once ready. */
  sizeBytes: number | null;
  /** The services whose part has fully arrived. */
  servicesDone: string[];
}

export interface StoredExport {
  id: string;
  completed_at: Date | null;
  expires_at: Date | null;
}

export function exportState(row: StoredExport, now: Date): ExportState {
  if (!row.completed_at) return 'requested';
  return row.expires_at && row.expires_at.getTime() <= now.getTime() ? 'expired' : 'ready';
}

/** The archive may be fetched only while ready: before, it does not exist yet (409); after its days, it is gone (410). */
export function assertDownloadable(row: StoredExport, now: Date): void {
  const state = exportState(row, now);
  if (state === 'requested') throw exportNotReady();
  if (state === 'expired') throw exportExpired();
}

export const expiryOf = (readyAt: Date): Date => new Date(readyAt.getTime() + EXPORT_VALID_DAYS * 86_400_000);
