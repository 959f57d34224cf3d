/**
 * State lists (name and code) for the countries whose addresses carry a state:
 * US, CA and IE (spec section 3, "Reference lists"). Names are the local
 * (English) names, as printed on address labels.
 */

export interface State {
  readonly code: string;
  readonly name: string;
}

function freezeList(entries: ReadonlyArray<readonly [code: string, name: string]>): readonly State[] {
  return Object.freeze(entries.map(([code, name]) => Object.freeze({ code, name })));
}

/** The 50 US states, by USPS code. */
export const US_STATES: readonly State[] = freezeList([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

/** The 10 Canadian provinces and 3 territories, by Canada Post code. */
export const CANADIAN_PROVINCES: readonly State[] = freezeList([
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
]);

/** The 26 counties of the Republic of Ireland, by ISO 3166-2:IE code (without the 'IE-' prefix). */
export const IRISH_COUNTIES: readonly State[] = freezeList([
  ['CW', 'Carlow'],
  ['CN', 'Cavan'],
  ['CE', 'Clare'],
  ['CO', 'Cork'],
  ['DL', 'Donegal'],
  ['D', 'Dublin'],
  ['G', 'Galway'],
  ['KY', 'Kerry'],
  ['KE', 'Kildare'],
  ['KK', 'Kilkenny'],
  ['LS', 'Laois'],
  ['LM', 'Leitrim'],
  ['LK', 'Limerick'],
  ['LD', 'Longford'],
  ['LH', 'Louth'],
  ['MO', 'Mayo'],
  ['MH', 'Meath'],
  ['MN', 'Monaghan'],
  ['OY', 'Offaly'],
  ['RN', 'Roscommon'],
  ['SO', 'Sligo'],
  ['TA', 'Tipperary'],
  ['WD', 'Waterford'],
  ['WH', 'Westmeath'],
  ['WX', 'Wexford'],
  ['WW', 'Wicklow'],
]);

const statesByCountry: ReadonlyMap<string, readonly State[]> = new Map([
  ['US', US_STATES],
  ['CA', CANADIAN_PROVINCES],
  ['IE', IRISH_COUNTIES],
]);

/** The state list for a country code (case-insensitive), or undefined when the country has none. */
export function statesFor(countryCode: string): readonly State[] | undefined {
  return statesByCountry.get(countryCode.trim().toUpperCase());
}

export function countryHasStates(countryCode: string): boolean {
  return statesFor(countryCode) !== undefined;
}

/** Whether stateCode (case-insensitive) is one of the country's states; false for countries without states. */
export function isValidState(countryCode: string, stateCode: string): boolean {
  const code = stateCode.trim().toUpperCase();
  return statesFor(countryCode)?.some((s) => s.code === code) ?? false;
}
