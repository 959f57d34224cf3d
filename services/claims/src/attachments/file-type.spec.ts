import { DOCX, FileTypeSniffer, HEIC, JPEG, PDF, PNG, XLSX } from './file-type';

/** A minimal zip local file header naming `name` (the rest of the archive does not matter to the sniffer). */
const zipEntry = (name: string, body = 'x') => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(body)]);
};

const sniff = (...chunks: Buffer[]) => {
  const sniffer = new FileTypeSniffer();
  for (const chunk of chunks) if (!sniffer.push(chunk)) return undefined;
  return sniffer.result();
};

describe(FileTypeSniffer.name, () => {
  it.each([
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), PDF],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]), PNG],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), JPEG],
    ['HEIC', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]), HEIC],
  ])('recognises %s from its first bytes', (_, bytes, type) => {
    expect(sniff(bytes)).toEqual(type);
  });

  it('recognises DOCX and XLSX by their parts, also when a header spans two chunks', () => {
    const docx = Buffer.concat([zipEntry('[Content_Types].xml', 'a'.repeat(100)), zipEntry('word/document.xml')]);
    expect(sniff(docx.subarray(0, 140), docx.subarray(140))).toEqual(DOCX);
    const xlsx = Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]);
    for (let cut = 1; cut < xlsx.length; cut += 7) expect(sniff(xlsx.subarray(0, cut), xlsx.subarray(cut))).toEqual(XLSX);
  });

  it.each([
    ['a Windows program renamed', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00', 'latin1')],
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['a plain zip', Buffer.concat([zipEntry('evil.exe'), zipEntry('readme.txt')])],
    ['nothing', Buffer.alloc(0)],
    ['a few bytes of a PDF signature', Buffer.from('%PD')],
  ])('refuses %s', (_, bytes) => {
    expect(sniff(bytes)).toBeUndefined();
  });
});
