import { contentDisposition, nameForType, sanitiseFileName } from './file-name';
import { DOCX, HEIC, JPEG, PDF, PNG } from './file-type';

describe(sanitiseFileName.name, () => {
  it('keeps an ordinary name, normalised', () => {
    expect(sanitiseFileName('  Skada på  pall.pdf ', 'pdf')).toBe('Skada på pall.pdf');
    expect(sanitiseFileName('a\u0308.png', 'png')).toBe('ä.png');
  });

  it.each(['../../etc/passwd', '..\\boot.ini', 'a/b.pdf', 'bad\u0000.pdf', 'line\nbreak.pdf', 'gpj\u202e.exe', '..'])(
    'refuses %j',
    (name) => {
      expect(sanitiseFileName(name, 'pdf')).toBeUndefined();
    },
  );

  it('names a nameless file and shortens a long one keeping its extension', () => {
    expect(sanitiseFileName('', 'pdf')).toBe('bilaga.pdf');
    const long = sanitiseFileName(`${'å'.repeat(300)}.pdf`, 'pdf')!;
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe(nameForType.name, () => {
  it.each([
    ['faktura.pdf.bat', PDF, 'faktura.pdf'],
    ['skada.hta', PDF, 'skada.pdf'],
    ['setup.exe', PDF, 'setup.pdf'],
    ['setup.exe. . ', PDF, 'setup.pdf'],
    ['faktura.pdf', PDF, 'faktura.pdf'],
    ['Faktura.PDF', PDF, 'Faktura.PDF'],
    ['foto.jpeg', JPEG, 'foto.jpeg'],
    ['foto.png', JPEG, 'foto.jpg'],
    ['IMG_0001.HEIF', HEIC, 'IMG_0001.HEIF'],
    ['rapport.docx.exe', DOCX, 'rapport.docx'],
    ['Rapport v2.5', PDF, 'Rapport v2.5.pdf'],
    ['skada', PNG, 'skada.png'],
    ['exe', PDF, 'exe.pdf'],
    ['.bat', PDF, 'bilaga.pdf'],
  ])('stores %j of type %o as %j', (name, type, stored) => {
    expect(nameForType(name, type)).toBe(stored);
  });

  it('keeps a long name within the limit, ending in the type', () => {
    const stored = nameForType(`${'å'.repeat(198)}.bat`, PDF);
    expect(stored).toHaveLength(200);
    expect(stored.endsWith('å.pdf')).toBe(true);
  });
});

describe(contentDisposition.name, () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266 and 5987)', () => {
    expect(contentDisposition('Skadeanmälan "ö" 100%.pdf')).toBe(
      `attachment; filename="Skadeanmalan _o_ 100_.pdf"; filename*=UTF-8''Skadeanm%C3%A4lan%20%22%C3%B6%22%20100%25.pdf`,
    );
  });
});
