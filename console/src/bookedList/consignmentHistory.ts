import type { Schema } from '../api/types';

/** One carrier report of GET /api/order/{orderNo} → statusHistory (label empty for a word the portal does not know). */
export type StatusHistoryEntry = NonNullable<Schema<'Order'>['statusHistory']>[number];

/** The timeline of an order: booked, printed, then the carrier's reports in the order they happened. */
export const historyOf = (order: { dateBooked?: string | null; datePrinted?: string | null; statusHistory?: StatusHistoryEntry[] }) => {
  const entries: { at: string; key?: string; label?: string; detail?: string }[] = [];
  if (order.dateBooked) entries.push({ at: order.dateBooked, key: 'status.booked' });
  if (order.datePrinted) entries.push({ at: order.datePrinted, key: 'status.printed' });
  for (const report of order.statusHistory ?? []) {
    entries.push({
      at: report.occurredAt,
      label: report.label || report.status,
      detail: [report.location, report.description].filter(Boolean).join(' · ') || undefined,
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
};
