import { exportFiles, exportPieces } from './export';

describe('data export pieces', () => {
  it('puts data.json first under the service, and keeps file paths inside its folder', () => {
    const files = exportFiles('billing', { data: { bills: [] }, files: [{ path: '../../etc/passwd åäö.pdf', content: Buffer.from('x') }] });
    expect(files.map((f) => f.path)).toEqual(['billing/data.json', 'billing/etc/passwd_.pdf']);
    expect(JSON.parse(files[0].content.toString())).toEqual({ bills: [] });
  });

  it('splits files into pieces of at most the given size, numbered across files, and keeps an empty file as one piece', () => {
    const pieces = exportPieces(
      [
        { path: 'a/data.json', content: Buffer.from('0123456789') },
        { path: 'a/empty.txt', content: Buffer.alloc(0) },
        { path: 'a/b.pdf', content: Buffer.from('abcd') },
      ],
      4,
    );
    expect(pieces.map((p) => [p.path, p.content.toString()])).toEqual([
      ['a/data.json', '0123'],
      ['a/data.json', '4567'],
      ['a/data.json', '89'],
      ['a/empty.txt', ''],
      ['a/b.pdf', 'abcd'],
    ]);
  });
});
