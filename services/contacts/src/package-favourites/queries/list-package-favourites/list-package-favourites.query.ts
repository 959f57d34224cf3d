import type { ListQuery } from '@freight/kernel';

export const SORTABLE = ['name', 'id', 'createdAt'] as const;
export type SortField = (typeof SORTABLE)[number];

export class ListPackageFavouritesQuery {
  constructor(
    /** Whose favourites: the caller's own customer, or any for an admin (checked by the controller). */
    readonly customerId: number,
    readonly list: ListQuery<SortField>,
  ) {}
}
