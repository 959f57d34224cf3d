// The address book list's sort columns and filter bounds (ra-data-simple-rest's sort/range/filter).

export const SORTABLE = ['id', 'company', 'firstName', 'lastName', 'city', 'postcode', 'country', 'email'] as const;
export type SortField = (typeof SORTABLE)[number];
export const SORT_COLUMNS: Record<SortField, string> = {
  id: 'id',
  company: 'company',
  firstName: 'first_name',
  lastName: 'last_name',
  city: 'city',
  postcode: 'postcode',
  country: 'country',
  email: 'email',
};

/** "Minst antal tecken": a search shorter than this is refused (the count is not shown in the console). */
export const MIN_SEARCH_CHARACTERS = 2;
export const MAX_SEARCH_CHARACTERS = 100;
export const FLAG_FILTERS = {
  consignor: 'consignor',
  consignee: 'consignee',
  consumer: 'consumer',
  locked: 'locked',
  primary: '"primary"',
} as const;
