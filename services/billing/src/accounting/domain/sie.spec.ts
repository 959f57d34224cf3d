import { fromCp437, SieHead, SieVoucher, streamSie, writeSie } from './sie';

const head: SieHead = {
  company: 'Frakt AB',
  orgNo: '556000-0000',
  generated: '2026-12-31',
  fiscalYear: { from: '2026-01-01', to: '2026-12-31' },
};
const voucher = (number: number, text: string): SieVoucher => ({
  series: 'B',
  number: String(number),
  date: '2026-11-30',
  text,
  transactions: [
    { account: 1930, amountOre: 12_500n },
    { account: 1510, amountOre: -12_500n },
  ],
});

describe(writeSie.name, () => {
  it('never lets a control character of a voucher text break its record: a bare CR, LF or tab becomes a space', () => {
    const text = fromCp437(writeSie({ ...head, vouchers: [voucher(1, 'Omatchad inbetalning 10\r0018\n#VER\t"x"')] }));

    expect(text).toContain('#VER B 1 20261130 "Omatchad inbetalning 10 0018 #VER \\"x\\""\r\n{\r\n');
    expect(text.split('\r\n').every((line) => !/[\u0000-\u001f]/.test(line))).toBe(true);
  });
});

describe(streamSie.name, () => {
  it('writes the same bytes as the whole file, a batch of vouchers at a time', async () => {
    const vouchers = Array.from({ length: 5 }, (_, i) => voucher(i + 1, `Inbetalning ${i + 1} åäö`));
    async function* batches(): AsyncGenerator<SieVoucher[]> {
      yield vouchers.slice(0, 2);
      yield [];
      yield vouchers.slice(2);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of streamSie(head, batches())) chunks.push(chunk);

    expect(chunks).toHaveLength(4);
    expect(Buffer.concat(chunks)).toEqual(writeSie({ ...head, vouchers }));
  });
});
