import * as referenceData from './index';

describe('@freight/reference-data index', () => {
  it('re-exports every module', () => {
    expect(Object.keys(referenceData)).toEqual(
      expect.arrayContaining([
        'CARRIERS',
        'ACTIVE_CARRIER_CODES',
        'findCarrier',
        'isActiveCarrier',
        'COUNTRIES',
        'EU_COUNTRY_CODES',
        'EU_CUSTOMS_TERRITORY_CODES',
        'findCountry',
        'isKnownCountry',
        'statesFor',
        'countryHasStates',
        'isValidState',
        'PACKAGE_TYPES',
        'DEFAULT_PACKAGE_TYPE',
        'findPackageType',
        'DEFAULT_COUNTRY_CODE',
        'DEFAULT_PRINT_FORMAT',
        'INSURANCE_RATE_BASIS_POINTS',
      ]),
    );
  });
});
