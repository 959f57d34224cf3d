import { describe, expect, it } from '@jest/globals';
import { consignmentIdFrom, uploadProblem, type PaperlessAnswer } from './paperless';

const answer = (documents: number): PaperlessAnswer => ({
  consignmentId: 'c',
  paperless: true,
  offered: true,
  documents: Array.from({ length: documents }, (_, i) => ({
    id: String(i),
    documentId: `131-${i}`,
    fileName: 'a.pdf',
    size: 1,
    source: 'uploaded',
    sentAt: '2026-11-25T10:00:00Z',
  })),
  limits: { bytesPerFile: 1024 * 1024, filesPerConsignment: 13 },
});

describe('paperless uploads', () => {
  it('tells at once what the server would refuse: size, type, count', () => {
    expect(uploadProblem({ size: 10, type: 'application/pdf', name: 'a.pdf' }, answer(0))).toBeNull();
    expect(uploadProblem({ size: 10, type: '', name: 'FAKTURA.PDF' }, answer(0))).toBeNull();
    expect(uploadProblem({ size: 1024 * 1024 + 1, type: 'application/pdf', name: 'a.pdf' }, answer(0))).toBe('tooLarge');
    expect(uploadProblem({ size: 10, type: 'image/png', name: 'a.png' }, answer(0))).toBe('notPdf');
    expect(uploadProblem({ size: 10, type: 'application/pdf', name: 'a.pdf' }, answer(13))).toBe('tooMany');
  });

  it("works on the linked consignment, else the shipment draft's", () => {
    expect(consignmentIdFrom('?consignmentId=abc', 'draft')).toBe('abc');
    expect(consignmentIdFrom('', 'draft')).toBe('draft');
    expect(consignmentIdFrom('', undefined)).toBeUndefined();
  });
});
