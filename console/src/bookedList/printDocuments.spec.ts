import { describe, expect, it } from '@jest/globals';
import { documentTarget, knownPrintFormat, type PrintWindow } from './printDocuments';

const fakeWindow = () => {
  const events: string[] = [];
  const tab = { location: { href: '' }, opener: {} as unknown, close: () => events.push('tab closed') };
  const win: PrintWindow = {
    open: (url, target) => {
      events.push(`open ${url || '(blank)'} ${target}`);
      return tab;
    },
    document: {
      createElement: () => {
        const link = {
          href: '',
          download: '',
          click: () => events.push(`download ${link.download} from ${link.href}`),
          remove: () => events.push('link removed'),
        };
        return link;
      },
      body: { appendChild: () => undefined },
    },
    URL: { createObjectURL: () => 'blob:doc', revokeObjectURL: (url) => events.push(`revoked ${url}`) },
    setTimeout: (callback) => events.push(`revoke scheduled`) && callback,
  };
  return { win, tab, events };
};

const file = (contentType: string, fileName: string) => ({ blob: new Blob(['x']), contentType, fileName });

describe('documentTarget', () => {
  it('opens the tab at once for a PDF and shows the document in it when it arrives, without an opener', () => {
    const { win, tab, events } = fakeWindow();
    const target = documentTarget('PDF', win);
    expect(events).toEqual(['open (blank) _blank']);
    expect(tab.opener).toBeNull();
    target.deliver(file('application/pdf', '1000000016.pdf'));
    expect(tab.location.href).toBe('blob:doc');
    expect(events).toEqual(['open (blank) _blank', 'revoke scheduled']);
  });

  it("downloads ZPL under the server's file name and opens no tab", () => {
    const { win, events } = fakeWindow();
    documentTarget('ZPL_300', win).deliver(file('text/plain; charset=utf-8', '1000000016.zpl'));
    expect(events).toEqual(['revoke scheduled', 'download 1000000016.zpl from blob:doc', 'link removed']);
  });

  it('closes the waiting tab when the print fails', () => {
    const { win, events } = fakeWindow();
    documentTarget('PDF_A6', win).abandon();
    expect(events).toEqual(['open (blank) _blank', 'tab closed']);
  });
});

describe('knownPrintFormat', () => {
  it.each([
    ['ZPL', 'ZPL'],
    ['PDF_A6', 'PDF_A6'],
    ['PDF_A4_LABELS', 'PDF'],
    [undefined, 'PDF'],
    ['', 'PDF'],
  ])('reads the customer setting %p as %p', (setting, format) => {
    expect(knownPrintFormat(setting)).toBe(format);
  });
});
