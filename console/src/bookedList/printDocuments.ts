import { PRINT_FORMATS } from '@freight/reference-data';
import type { PrintedFile } from '../dataProvider/fraktApi';

export { PRINT_FORMATS };
export const DEFAULT_PRINT_FORMAT = 'PDF';

/** The customer's printFormat when it is one the server prints, else PDF (spec 9: the default). */
export const knownPrintFormat = (format: string | null | undefined): string =>
  format && (PRINT_FORMATS as readonly string[]).includes(format) ? format : DEFAULT_PRINT_FORMAT;

export const isPdfFormat = (format: string) => format.startsWith('PDF');

/** What a browser window offers the print helper (window in the app, a fake in tests). */
export interface PrintWindow {
  open(url: string, target: string): { location: { href: string }; opener: unknown; close(): void } | null;
  document: {
    createElement(tag: 'a'): { href: string; download: string; click(): void; remove(): void };
    body: { appendChild(node: unknown): unknown };
  };
  URL: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
  setTimeout(callback: () => void, ms: number): unknown;
}

/** How long an object URL stays valid: long enough for the tab or the download to read it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Where a printed document goes: a PDF opens in a new tab, a ZPL file downloads. The tab is opened at once,
 * inside the click, so pop-up blockers allow it; the document fills it when the server has answered.
 */
export function documentTarget(format: string, win: PrintWindow) {
  const tab = isPdfFormat(format) ? win.open('', '_blank') : null;
  if (tab) tab.opener = null;
  return {
    deliver(file: PrintedFile) {
      const url = win.URL.createObjectURL(file.blob);
      win.setTimeout(() => win.URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      if (file.contentType.startsWith('application/pdf')) {
        if (tab) tab.location.href = url;
        else win.open(url, '_blank');
        return;
      }
      tab?.close();
      const link = win.document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      win.document.body.appendChild(link);
      link.click();
      link.remove();
    },
    abandon() {
      tab?.close();
    },
  };
}
