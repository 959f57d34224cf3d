import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, setContentRange, type FastifyReply } from '@freight/kernel';
import type { PackageFavourite } from '../../domain/package-favourite';
import { PACKAGE_FAVOURITE_SCHEMA } from '../../package-favourite.openapi';
import { PackageFavouritePage } from './list-package-favourites.handler';
import { ListPackageFavouritesQuery, SORTABLE } from './list-package-favourites.query';

/** GET /packagefavourite/customer/{custId}: the picker of step 1. Not for the demo (deny by default). */
@Controller('packagefavourite')
export class ListPackageFavouritesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** ra-data-simple-rest: `sort` (name, id, createdAt; default name), `range`, `filter` ({q}); `Content-Range`. */
  @Get('customer/:custId')
  @ApiOkResponse({
    description: 'One page of the package favourites',
    schema: arrayOf(PACKAGE_FAVOURITE_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async list(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PackageFavourite[]> {
    const list = parseListQuery(query, { sortable: SORTABLE, defaultSort: { field: 'name', order: 'ASC' }, maxPageSize: 100 });
    const page = await this.queries.execute<ListPackageFavouritesQuery, PackageFavouritePage>(
      new ListPackageFavouritesQuery(customerId, list),
    );
    setContentRange(reply, 'packagefavourites', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
