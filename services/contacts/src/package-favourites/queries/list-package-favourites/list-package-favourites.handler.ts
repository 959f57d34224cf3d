import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { PackageFavouriteRow, SELECT_COLUMNS, toPackageFavourite } from '../../database/package-favourite-rows';
import type { PackageFavourite } from '../../domain/package-favourite';
import { ListPackageFavouritesQuery, SortField } from './list-package-favourites.query';

export interface PackageFavouritePage {
  rows: PackageFavourite[];
  total: number;
}

const SORT_COLUMNS: Record<SortField, string> = { name: 'lower(name)', id: 'id', createdAt: 'created_at' };
const MAX_SEARCH_CHARACTERS = 40;

/** Escapes LIKE's wildcards so a search for "50%" finds the text "50%". */
const likeText = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a customer's package favourites, sorted and filtered ({q: part of the name}) in the database. */
@QueryHandler(ListPackageFavouritesQuery)
export class ListPackageFavouritesHandler implements IQueryHandler<ListPackageFavouritesQuery, PackageFavouritePage> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, list }: ListPackageFavouritesQuery): Promise<PackageFavouritePage> {
    const params: unknown[] = [customerId];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['cust_id = $1'];
    for (const [key, value] of Object.entries(list.filter)) {
      if (key !== 'q') throw DomainError.invalid([{ field: `filter.${key}`, code: 'VALIDATION.UNKNOWN_FIELD' }]);
      if (typeof value !== 'string') throw DomainError.invalid([{ field: 'filter.q', code: 'VALIDATION.INVALID_FORMAT' }]);
      const q = value.trim().toLowerCase();
      if (q.length > MAX_SEARCH_CHARACTERS) throw DomainError.invalid([{ field: 'filter.q', code: 'VALIDATION.TOO_LONG' }]);
      if (q) where.push(`lower(name) LIKE ${param(likeText(q))}`);
    }
    const whereSql = where.join(' AND ');
    const filterParams = [...params];
    const size = list.range.end - list.range.start + 1;
    const order = list.sort.order;
    const column = SORT_COLUMNS[list.sort.field];
    const rows: PackageFavouriteRow[] = await this.tx.manager.query(
      `SELECT ${SELECT_COLUMNS} FROM package_favourites WHERE ${whereSql}
        ORDER BY ${column} ${order}${column === 'id' ? '' : `, id ${order}`} LIMIT ${param(size)} OFFSET ${param(list.range.start)}`,
      params,
    );
    // A short first page tells the total; otherwise it is counted (a customer keeps a bounded number).
    const total =
      list.range.start === 0 && rows.length < size
        ? rows.length
        : Number((await this.tx.manager.query(`SELECT count(*)::int AS n FROM package_favourites WHERE ${whereSql}`, filterParams))[0].n);
    return { rows: rows.map(toPackageFavourite), total };
  }
}
