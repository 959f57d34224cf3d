import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertCustomerAccess, TransactionHost } from '@freight/kernel';
import { DEFAULT_PACKAGE_TYPE } from '@freight/reference-data';
import { PackageFavouriteRow, SELECT_COLUMNS, toPackageFavourite } from '../../database/package-favourite-rows';
import { MAX_PACKAGE_FAVOURITES, PackageFavourite, withFixedSize } from '../../domain/package-favourite';
import { packageFavouriteLimitReached, packageFavouriteNameTaken } from '../../domain/package-favourite.errors';
import { CreatePackageFavouriteCommand } from './create-package-favourite.command';

/** Advisory lock class of "one customer's package favourites": the cap is counted and kept under it. */
const FAVOURITES_LOCK = 0x6b6f6c6c;

/** POST /packagefavourite: the cap is checked under a per-customer lock; a taken name is a conflict, not a 500. */
@CommandHandler(CreatePackageFavouriteCommand)
export class CreatePackageFavouriteHandler implements ICommandHandler<CreatePackageFavouriteCommand, PackageFavourite> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, body }: CreatePackageFavouriteCommand): Promise<PackageFavourite> {
    const customerId = body.custId ?? principal.customerId;
    assertCustomerAccess(principal, customerId);
    const goods = withFixedSize({
      packageType: body.packageType ?? DEFAULT_PACKAGE_TYPE,
      noOfPackages: body.noOfPackages ?? 1,
      weight: body.weight ?? null,
      length: body.length ?? null,
      width: body.width ?? null,
      height: body.height ?? null,
      volume: body.volume ?? null,
      loadingMetres: body.loadingMetres ?? null,
      goodsType: body.goodsType || null,
      isStackable: body.isStackable ?? true,
    });
    return this.tx.run(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [FAVOURITES_LOCK, customerId]);
      const [{ n }]: { n: number }[] = await manager.query('SELECT count(*)::int AS n FROM package_favourites WHERE cust_id = $1', [
        customerId,
      ]);
      if (n >= MAX_PACKAGE_FAVOURITES) throw packageFavouriteLimitReached();
      const rows: PackageFavouriteRow[] = await manager.query(
        `INSERT INTO package_favourites
           (cust_id, name, package_type, no_of_packages, weight, length, width, height, volume, loading_metres, goods_type, is_stackable)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (cust_id, lower(name)) DO NOTHING
         RETURNING ${SELECT_COLUMNS}`,
        [
          customerId,
          body.name,
          goods.packageType,
          goods.noOfPackages,
          goods.weight,
          goods.length,
          goods.width,
          goods.height,
          goods.volume,
          goods.loadingMetres,
          goods.goodsType,
          goods.isStackable,
        ],
      );
      if (!rows.length) throw packageFavouriteNameTaken();
      return toPackageFavourite(rows[0]);
    });
  }
}
