import { checkedPdf, safeFileName } from './pdf-upload';

async function drain(chunks: (string | Buffer)[], max?: number): Promise<Buffer> {
  async function* source() {
    for (const chunk of chunks) yield chunk;
  }
  const out: Buffer[] = [];
  for await (const chunk of checkedPdf(source(), max)) out.push(chunk);
  return Buffer.concat(out);
}

describe(checkedPdf.name, () => {
  it('passes a PDF through chunk by chunk, even when the magic number is split', async () => {
    expect((await drain(['%P', 'DF-1.4 ', 'rest'])).toString()).toBe('%PDF-1.4 rest');
  });

  it('refuses other bytes at the first chunk', async () => {
    await expect(drain(['GIF89a'])).rejects.toMatchObject({ reason: 'CUSTOMS.NOT_A_PDF' });
    await expect(drain(['%PD'])).rejects.toMatchObject({ reason: 'CUSTOMS.NOT_A_PDF' });
  });

  it('refuses a file past the limit as soon as it passes it', async () => {
    await expect(drain(['%PDF-', Buffer.alloc(10)], 12)).rejects.toMatchObject({ reason: 'VALIDATION.FILE_TOO_LARGE' });
    expect(await drain(['%PDF-', Buffer.alloc(7)], 12)).toHaveLength(12);
  });
});

describe(safeFileName.name, () => {
  it('keeps the name only, without control characters or quotes', () => {
    expect(safeFileName('../../etc/"in\u0000voice".pdf', 'x.pdf')).toBe('invoice.pdf');
    expect(safeFileName(undefined, 'x.pdf')).toBe('x.pdf');
  });
});
