import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { CustomerProfiles } from '../../../customer-profiles/customer-profiles';
import { ContactRow, SELECT_COLUMNS, toResponse } from '../../database/contact-rows';
import { ContactPage, ListContactsQuery } from './list-contacts.query';
import { FLAG_FILTERS, MAX_SEARCH_CHARACTERS, MIN_SEARCH_CHARACTERS, SORT_COLUMNS } from './list-contacts.request';

/** Escapes LIKE's wildcards so a search for "50%" finds the text "50%". */
const likeText = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an address book, paged, sorted and filtered in the database: the customer's contacts and its
 * colleagues' (one `scope`, which every sort index leads with), or only its own when it asks (`own`) or its
 * filterContacts setting says so.
 */
@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery, ContactPage> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly profiles: CustomerProfiles,
  ) {}

  async execute({ customerId, list }: ListContactsQuery): Promise<ContactPage> {
    const owner = await this.profiles.owner(customerId);
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    const filter = list.filter;
    const ownOnly = owner.filterContacts || filter.own === true;
    where.push(ownOnly ? `cust_id = ${param(customerId)}` : `scope = ${param(owner.scope)}`);
    for (const [key, value] of Object.entries(filter)) {
      if (key === 'own') {
        if (typeof value !== 'boolean') throw DomainError.invalid([{ field: 'filter.own', code: 'VALIDATION.INVALID_FORMAT' }]);
      } else if (key === 'q') {
        if (typeof value !== 'string') throw DomainError.invalid([{ field: 'filter.q', code: 'VALIDATION.INVALID_FORMAT' }]);
        const q = value.trim().toLowerCase();
        if (q.length === 0) continue;
        if (q.length < MIN_SEARCH_CHARACTERS) throw DomainError.invalid([{ field: 'filter.q', code: 'VALIDATION.TOO_SHORT' }]);
        if (q.length > MAX_SEARCH_CHARACTERS) throw DomainError.invalid([{ field: 'filter.q', code: 'VALIDATION.TOO_LONG' }]);
        where.push(`search LIKE ${param(likeText(q))}`);
      } else if (key === 'shared') {
        if (typeof value !== 'boolean') throw DomainError.invalid([{ field: 'filter.shared', code: 'VALIDATION.INVALID_FORMAT' }]);
        where.push(value ? `cust_id <> ${param(customerId)}` : `cust_id = ${param(customerId)}`);
      } else if (key === 'country') {
        if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value))
          throw DomainError.invalid([{ field: 'filter.country', code: 'VALIDATION.INVALID_FORMAT' }]);
        where.push(`country = ${param(value.toUpperCase())}`);
      } else if (key === 'id') {
        // react-admin's getMany: filter {id: [..]}.
        const ids = Array.isArray(value) ? value : [value];
        if (ids.length > 1000 || !ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))
          throw DomainError.invalid([{ field: 'filter.id', code: 'VALIDATION.INVALID_FORMAT' }]);
        where.push(`id = ANY(${param(ids)}::int[])`);
      } else if (Object.hasOwn(FLAG_FILTERS, key)) {
        if (typeof value !== 'boolean') throw DomainError.invalid([{ field: `filter.${key}`, code: 'VALIDATION.INVALID_FORMAT' }]);
        where.push(`${FLAG_FILTERS[key as keyof typeof FLAG_FILTERS]} = ${param(value)}`);
      } else {
        throw DomainError.invalid([{ field: `filter.${key}`, code: 'VALIDATION.UNKNOWN_FIELD' }]);
      }
    }
    const whereSql = where.join(' AND ');
    const column = SORT_COLUMNS[list.sort.field];
    const order = list.sort.order;
    const filterParams = [...params];
    const limit = param(list.range.end - list.range.start + 1);
    const offset = param(list.range.start);
    const rows: ContactRow[] = await this.tx.manager.query(
      `SELECT ${SELECT_COLUMNS} FROM contacts WHERE ${whereSql} ORDER BY ${column} ${order}${column === 'id' ? '' : `, id ${order}`} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    // The total: told by a short first page; kept by triggers (contact_counts) for an unfiltered list; else counted.
    const unfiltered = where.length === 1;
    const total =
      list.range.start === 0 && rows.length < list.range.end - list.range.start + 1
        ? rows.length
        : Number(
            (
              await this.tx.manager.query(
                unfiltered
                  ? `SELECT coalesce(sum(n), 0)::int AS n FROM contact_counts WHERE ${ownOnly ? 'cust_id' : 'scope'} = $1`
                  : `SELECT count(*)::int AS n FROM contacts WHERE ${whereSql}`,
                filterParams,
              )
            )[0].n,
          );
    // shared is seen from the address book listed (an admin reads a member's as the member sees it).
    return { rows: rows.map((row) => toResponse(row, customerId)), total };
  }
}
