import { NO_DECLARED_FACTORS } from './emission-factors';
import { emissionMethodText } from './emission-text';
import { estimateEmission } from './estimate-emission';

const STOCKHOLM = { countrycode: 'SE', postcode: '11455' };
const NEW_YORK = { countrycode: 'US', postcode: '10001' };
const DHL_WORLDWIDE = { templateName: 'DHL_EXPRESS_WORLDWIDE', supplierId: 225 };

const flight = (chargeableKg: number) =>
  estimateEmission({ from: STOCKHOLM, to: NEW_YORK, chargeableKg, product: DHL_WORLDWIDE, declared: NO_DECLARED_FACTORS })!;

describe(emissionMethodText.name, () => {
  it('writes weight, distance and factors in each language’s own number format', () => {
    const text = emissionMethodText(flight(1234.5));
    // Swedish groups with a no-break space and writes a decimal comma; English a comma and a point.
    expect(text.sv).toContain('1\u00a0234,5 kg fraktdragande vikt × 6\u00a0516 km');
    expect(text.en).toContain('1,234.5 kg chargeable weight × 6,516 km');
    expect(text.sv).toContain('789 g/tkm');
  });

  it('gives the same text for the same estimate however often it is asked, and its own for another', () => {
    const first = emissionMethodText(flight(20));
    expect(emissionMethodText(flight(20))).toEqual(first);
    const other = emissionMethodText(flight(21));
    expect(other.sv).toContain('21 kg fraktdragande vikt');
    expect(other.en).toContain('21 kg chargeable weight');
    expect(emissionMethodText(flight(20))).toEqual(first);
  });
});
