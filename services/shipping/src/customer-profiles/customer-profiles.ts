import { Injectable } from '@nestjs/common';
import { preparedSql, runPrepared, TransactionHost } from '@freight/kernel';

// Prepared statements, not TypeORM's findOneBy: every quote reads the profile, and building the query cost more than running it.
const PROFILE = preparedSql(
  'SELECT customer_id AS "customerId", price_list AS "priceList", member_level AS "memberLevel", carriers FROM customer_profiles WHERE customer_id = $1',
);
const BOOKING_SETTINGS = preparedSql(
  `SELECT consignee_type AS "consigneeType", insurance_disabled AS "insuranceDisabled", insurance_goods_value_ore AS "insuranceGoodsValueOre",
          no_pickup AS "noPickup"
     FROM customer_profiles WHERE customer_id = $1`,
);

export interface CustomerProfile {
  customerId: number;
  priceList: number;
  memberLevel: number;
  /** The carriers the customer chose (active ones); undefined when it never chose, meaning every active carrier. */
  carriers: number[] | undefined;
}

/** The customer's settings booking starts from (CustomerProfileChanged): the consignments slice turns them into BookingDefaults. */
export interface CustomerBookingSettings {
  consigneeType: string;
  insuranceDisabled: boolean;
  /** Öre, as text (bigint); null when the customer set none. */
  insuranceGoodsValueOre: string | null;
  noPickup: boolean;
}

/** What shipping knows of a customer: one primary-key read. */
@Injectable()
export class CustomerProfiles {
  constructor(private readonly tx: TransactionHost) {}

  async get(customerId: number): Promise<CustomerProfile | undefined> {
    const [row] = await runPrepared<Omit<CustomerProfile, 'carriers'> & { carriers: { code: number; active: boolean }[] }>(
      this.tx.manager,
      PROFILE,
      [customerId],
    );
    if (!row) return undefined;
    return {
      customerId: row.customerId,
      priceList: row.priceList,
      memberLevel: row.memberLevel,
      carriers: row.carriers.length ? row.carriers.filter((c) => c.active).map((c) => c.code) : undefined,
    };
  }

  /** The customer's booking settings; undefined until shipping heard of the customer. */
  async bookingSettings(customerId: number): Promise<CustomerBookingSettings | undefined> {
    const [row] = await runPrepared<CustomerBookingSettings>(this.tx.manager, BOOKING_SETTINGS, [customerId]);
    return row;
  }
}
