import { invoiceMail, MailedBill } from './invoice-mail';

const BILL: MailedBill = {
  id: '100042',
  customer_id: 1001,
  ocr: '10004264',
  bill_date: '2026-11-16',
  due_date: '2026-12-16',
  total_capital_ore: '123456',
  total_vat_ore: '30864',
  credit: false,
  credits_bill_id: null,
};

describe('invoiceMail', () => {
  it('names the serial number, amount incl. VAT, due date, bankgiro and OCR, and attaches the PDF from the invoices address', () => {
    const content = Buffer.from('%PDF-1.3 faktura');
    const mail = invoiceMail(BILL, 'faktura@kund.se', { filename: 'faktura-100042.pdf', content });

    expect(mail).toMatchObject({
      customerId: '1001',
      to: ['faktura@kund.se'],
      subject: 'Faktura 100042 från Frakt Sverige AB',
      senderType: 4,
      language: 'sv',
      kind: 'bill-issued',
      reference: 'bill-100042',
      attachments: [{ filename: 'faktura-100042.pdf', contentType: 'application/pdf', content }],
    });
    expect(mail.text).toContain('Här kommer faktura 100042 daterad 2026-11-16 från Frakt Sverige AB.');
    expect(mail.text).toContain('Fakturan finns som PDF i bifogad fil');
    expect(mail.text).toContain('Att betala: 1\u00a0543,20 kr (inkl. moms)');
    expect(mail.text).toContain('Förfallodatum: 2026-12-16');
    expect(mail.text).toContain('Bankgiro: 5050-1055');
    expect(mail.text).toContain('OCR-nummer: 10004264');
  });

  it('sends the reader to the portal when the PDF is not attached', () => {
    const mail = invoiceMail(BILL, 'faktura@kund.se');

    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Fakturan finns som PDF under Fakturahistorik i Frakt.');
    expect(mail.text).not.toContain('bifogad');
  });

  it('says a credit invoice credits its invoice and asks for nothing, with no OCR, due date or PDF', () => {
    const credit = { ...BILL, id: '100050', total_capital_ore: '-24900', total_vat_ore: '-6225', credit: true, credits_bill_id: '100042' };
    const mail = invoiceMail(credit, 'faktura@kund.se');

    expect(mail.subject).toBe('Kreditfaktura 100050 från Frakt Sverige AB');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Den krediterar faktura 100042.');
    expect(mail.text).toContain('Krediterat belopp: 311,25 kr (inkl. moms)');
    expect(mail.text).toContain('Du behöver inte betala något för kreditfakturan.');
    expect(mail.text).not.toMatch(/OCR|Förfallodatum/);
  });
});
