import { fullName, parseContact } from './contact-fields';

const base = { company: 'Test AB', address1: 'Gatan 1', postcode: '11122', city: 'Stockholm' };

describe(parseContact.name, () => {
  it('fills the defaults: country SE, consignee on, the other flags off', () => {
    const { value, errors } = parseContact(base);

    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      country: 'SE',
      consignee: true,
      consignor: false,
      consumer: false,
      locked: false,
      primary: false,
      notes: null,
    });
  });

  it('normalises a Swedish postcode, a country code and an e-mail address', () => {
    const { value } = parseContact({ ...base, postcode: '111 22', country: 'se', email: ' A@B.SE ' });

    expect(value).toMatchObject({ postcode: '11122', country: 'SE', email: 'a@b.se' });
  });

  it.each([
    [{ postcode: '1234' }, 'postcode', 'VALIDATION.INVALID_FORMAT'],
    [{ email: 'a@b' }, 'email', 'VALIDATION.INVALID_EMAIL'],
    [{ phone: '12-3' }, 'phone', 'VALIDATION.INVALID_FORMAT'],
    [{ mobile: '070 123 45 67 x' }, 'mobile', 'VALIDATION.INVALID_FORMAT'],
    [{ country: 'XX' }, 'country', 'VALIDATION.INVALID_FORMAT'],
    [{ city: 'x'.repeat(41) }, 'city', 'VALIDATION.TOO_LONG'],
    [{ city: 'Sto\u0007ckholm' }, 'city', 'VALIDATION.INVALID_FORMAT'],
    [{ city: '  ' }, 'city', 'VALIDATION.REQUIRED'],
    [{ company: null }, 'company', 'VALIDATION.REQUIRED'],
    [{ company: 5 as unknown as string, consignor: 'ja' }, 'consignor', 'VALIDATION.INVALID_FORMAT'],
    [{ notes: { text: 'x' } }, 'notes', 'VALIDATION.INVALID_FORMAT'],
  ])('refuses %j on %s with %s', (change, field, code) => {
    const { errors } = parseContact({ ...base, ...change });

    expect(errors).toContainEqual({ field, code });
  });

  it('takes a last name instead of a company', () => {
    expect(parseContact({ ...base, company: null, lastName: 'Berg' }).errors).toEqual([]);
  });

  it('asks for a state from the list in the US, Canada and Ireland only', () => {
    expect(parseContact({ ...base, country: 'US', postcode: '10001' }).errors).toEqual([{ field: 'state', code: 'VALIDATION.REQUIRED' }]);
    expect(parseContact({ ...base, country: 'IE', postcode: 'D02', state: 'Dublin County' }).errors).toEqual([
      { field: 'state', code: 'VALIDATION.INVALID_FORMAT' },
    ]);
    expect(parseContact({ ...base, country: 'CA', postcode: 'K1A 0B1', state: 'on' }).value.state).toBe('ON');
    expect(parseContact({ ...base, country: 'NO', postcode: '0150' }).errors).toEqual([]);
  });

  it('keeps the stored values of the fields an update leaves out', () => {
    const stored = parseContact({ ...base, notes: 'ring först', consumer: true }).value;
    const { value } = parseContact({ city: 'Uppsala' }, stored);

    expect(value).toMatchObject({ city: 'Uppsala', notes: 'ring först', consumer: true, company: 'Test AB' });
  });
});

describe(fullName.name, () => {
  it('is first and last name, else the company', () => {
    expect(fullName({ firstName: 'Anna', lastName: 'Berg', company: 'AB' })).toBe('Anna Berg');
    expect(fullName({ firstName: null, lastName: 'Berg', company: 'AB' })).toBe('Berg');
    expect(fullName({ firstName: null, lastName: null, company: 'AB' })).toBe('AB');
  });
});
