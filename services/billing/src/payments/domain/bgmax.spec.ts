import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bankIdentity, BgMaxError, BgMaxReader, parseBgMax } from './bgmax';

// Written record by record from Bankgirot's BgMax layout (80 columns, CRLF): two deposits, an OCR payment
// with name, address and organisation records, a deduction, a payment without reference with an
// information record, and a payment with an extra reference.
const sample = readFileSync(join(__dirname, '../../../test/fixtures/bgmax-sample.txt'), 'latin1');

describe(parseBgMax.name, () => {
  it('reads every payment with its reference, amount in öre and its deposit date', () => {
    const file = parseBgMax(sample);

    expect(file.test).toBe(false);
    expect(file.createdAt).toBe('2026-12-01T05:30:12');
    expect(file.payments.map((p) => [p.kind, p.reference, p.amountOre, p.paymentDate])).toEqual([
      ['payment', '1000018', 125_000, '2026-11-30'],
      ['payment', '1000026', 50_000, '2026-11-30'],
      ['deduction', '1000026', -5_000, '2026-11-30'],
      ['payment', '', 10_000, '2026-11-30'],
      ['payment', '1000034', 31_250, '2026-12-01'],
      ['extra-reference', '1000042', 6_250, '2026-12-01'],
    ]);
  });

  it('keeps the payer, the bankgiros and the line of each payment', () => {
    const [first] = parseBgMax(sample).payments;

    expect(first).toMatchObject({
      line: 3,
      senderBankgiro: '9912346',
      receivingBankgiro: '50501055',
      payerName: 'ANNAS BLOMMOR AB',
      bgcSerial: '000120000018',
    });
  });

  it('refuses a file that is not BgMax', () => {
    expect(() => parseBgMax('%PDF-1.7\n')).toThrow(BgMaxError);
    expect(() => parseBgMax('')).toThrow(BgMaxError);
  });

  it('refuses a file whose closing counts do not match its records', () => {
    const tampered = sample.replace(/^70000000040/m, '70000000050');

    expect(() => parseBgMax(tampered)).toThrow(/closing record's counts 5\/1\/1\/2 differ from the file's 4\/1\/1\/2/);
  });

  it('refuses a truncated file (no closing record)', () => {
    const truncated = sample.split('\r\n').slice(0, 8).join('\r\n');

    expect(() => parseBgMax(truncated)).toThrow(BgMaxError);
  });

  it('reads a bare carriage return or another control character in a reference or a name as a space', () => {
    const lines = sample.split('\r\n');
    lines[2] = `${lines[2].slice(0, 14)}\r${lines[2].slice(15)}`;
    lines[3] = `26ANNAS\tBLOMMOR\u0085AB${lines[3].slice(20)}`;
    const [first] = parseBgMax(lines.join('\r\n')).payments;

    expect(first.reference).toBe('10 0018');
    expect(first.payerName).toBe('ANNAS BLOMMOR AB');
  });

  it("refuses a payment without Bankgirot's serial", () => {
    const lines = sample.split('\r\n');
    lines[2] = `${lines[2].slice(0, 57)}${' '.repeat(12)}${lines[2].slice(69)}`;

    expect(() => parseBgMax(lines.join('\r\n'))).toThrow(/line 3: the BGC serial must be digits/);
  });

  it('gives the same payment the same identity in any encoding of the file, and the extra reference its own', () => {
    const crlf = parseBgMax(sample).payments.map(bankIdentity);
    const lf = parseBgMax(sample.replaceAll('\r\n', '\n').replace('20261201053012', '20261202101010')).payments.map(bankIdentity);
    const trimmed = parseBgMax(
      sample
        .split('\r\n')
        .map((l) => l.trimEnd())
        .join('\n'),
    ).payments.map(bankIdentity);

    expect(lf).toEqual(crlf);
    expect(trimmed).toEqual(crlf);
    expect(new Set(crlf).size).toBe(crlf.length);
    expect(crlf[0]).toBe('50501055|2026-11-30|000120000018|1000018|125000');
  });

  it('refuses letters in an amount', () => {
    const broken = sample.replace('000000000000125000', '0000000000001250X0');

    expect(() => parseBgMax(broken)).toThrow(/line 3: the amount must be digits/);
  });
});

describe(BgMaxReader.name, () => {
  const inPieces = (text: string, size: number) => {
    const reader = new BgMaxReader();
    for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size));
    return reader.end();
  };

  it('reads the same file fed in pieces of any size as whole, LF or CRLF', () => {
    const whole = parseBgMax(sample);
    for (const size of [1, 7, 80, 81, 82, 4096]) expect(inPieces(sample, size)).toEqual(whole);
    expect(inPieces(sample.replaceAll('\r\n', '\n'), 13)).toEqual(whole);
  });

  it('refuses a wrong opening from its first characters, before the line ends', () => {
    const reader = new BgMaxReader();
    reader.push('01BG');
    expect(() => reader.push('X')).toThrow(/line 1: the file must open with a TK01 BGMAX record/);
    expect(() => new BgMaxReader().push('%PDF')).toThrow(BgMaxError);
  });

  it('refuses a line longer than a record without waiting for its end', () => {
    const reader = new BgMaxReader();
    reader.push(sample.split('\r\n')[0] + '\r\n');
    expect(() => reader.push('2'.repeat(82))).toThrow(/line 2: a record is at most 80 characters/);
  });

  it('allows empty lines at the end only', () => {
    expect(parseBgMax(`${sample}\r\n\r\n`).payments).toHaveLength(6);
    const [opening, ...rest] = sample.split('\r\n');
    expect(() => parseBgMax([opening, '', ...rest].join('\r\n'))).toThrow(/line 2: unknown record type ""/);
  });
});
