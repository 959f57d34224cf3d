import { DomainError } from '@freight/kernel/domain';
import { MAX_PACKAGE_FAVOURITES } from './package-favourite';

/** Names are unique per customer, ignoring case: the picker lists them by name (409). */
export const packageFavouriteNameTaken = () =>
  new DomainError('conflict', 'PACKAGE_FAVOURITE.NAME_TAKEN', { fieldErrors: [{ field: 'name', code: 'PACKAGE_FAVOURITE.NAME_TAKEN' }] });

/** The per-customer cap (409): one more is refused until one is deleted. */
export const packageFavouriteLimitReached = () =>
  new DomainError('conflict', 'PACKAGE_FAVOURITE.LIMIT', { params: { limit: MAX_PACKAGE_FAVOURITES } });
