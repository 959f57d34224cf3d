import { describe, expect, it } from '@jest/globals';
import { amountOre, emptyDeclaration, errorsByField, lineTotals, toRequest } from './customs';

describe('customs document editing', () => {
  it('sums quantity, net weight and value of the lines that can be read', () => {
    const lines = [
      { description: 'Lökar', quantity: '10', netWeight: '2,5', value: '1250,00', hsCode: '060110', originCountry: 'NL' },
      { description: 'Krukor', quantity: '4', netWeight: '3', value: '480.5', hsCode: '6912002310', originCountry: 'SE' },
      { description: 'Tom', quantity: '', netWeight: '2,', value: 'tio', hsCode: '', originCountry: 'SE' },
    ];
    expect(lineTotals(lines)).toEqual({ quantity: 14, netWeight: 5.5, valueOre: 173_050 });
  });

  it('reads amounts with comma or point and refuses anything else', () => {
    expect(amountOre('1250,5')).toBe(125_050);
    expect(amountOre(' 12 ')).toBe(1_200);
    expect(amountOre('1.234,50')).toBeUndefined();
  });

  it('sends codes in capitals and amounts with a decimal point', () => {
    const d = { ...emptyDeclaration('2026-11-25'), exporter: { eori: 'se5560000001 ', vatNo: 'se556000000101' } };
    d.lines = [
      { description: 'x', quantity: '1', netWeight: '1,25', value: '10,5', hsCode: '0601 10', originCountry: 'nl' },
      { description: 'y', quantity: 'två', netWeight: '', value: '1', hsCode: '060110', originCountry: 'SE' },
    ];
    const body = toRequest(d);
    expect(body.exporter).toEqual({ eori: 'SE5560000001', vatNo: 'SE556000000101' });
    expect(body.lines[0]).toMatchObject({ quantity: 1, netWeight: 1.25, value: '10.5', hsCode: '060110', originCountry: 'NL' });
    expect(body.lines[1]).toMatchObject({ quantity: 'två', netWeight: '' });
  });

  it("keys the server's field errors by their path", () => {
    expect(errorsByField([{ field: 'lines.0.hsCode', message: 'Felaktigt format' }])).toEqual({ 'lines.0.hsCode': 'Felaktigt format' });
  });
});
