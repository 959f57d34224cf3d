import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

@Injectable()
export class RecordCustomerProfileWhenChanged implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerProfileChanged', RecordCustomerProfileWhenChanged.name, (event) => this.handle(event));
  }

  async handle({ envelope, data }: InboundEvent<'CustomerProfileChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (!Number.isInteger(customerId)) return;
    await this.tx.manager.query(
      `INSERT INTO customer_profiles (customer_id, price_list, member_level, customer_level, carriers, consignee_type, comp_id, show_all_booked, changed_at, email,
                                      insurance_disabled, insurance_goods_value_ore, no_pickup)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (customer_id) DO UPDATE SET
         price_list = EXCLUDED.price_list, member_level = EXCLUDED.member_level, customer_level = EXCLUDED.customer_level,
         carriers = EXCLUDED.carriers, consignee_type = EXCLUDED.consignee_type, comp_id = EXCLUDED.comp_id,
         show_all_booked = EXCLUDED.show_all_booked, changed_at = EXCLUDED.changed_at, email = EXCLUDED.email,
         insurance_disabled = EXCLUDED.insurance_disabled, insurance_goods_value_ore = EXCLUDED.insurance_goods_value_ore,
         no_pickup = EXCLUDED.no_pickup
       WHERE customer_profiles.changed_at <= EXCLUDED.changed_at`,
      [
        customerId,
        data.priceList,
        data.memberLevel,
        data.customerLevel,
        JSON.stringify(data.carriers.map((c) => ({ code: c.code, active: c.active }))),
        data.consigneeType || 'company',
        // proto3 has no null: 0 is "no company".
        data.compId || null,
        data.showAllBooked,
        envelope.occurredAt,
        // Where a carrier's refusal of a booking is told (the carrier refusal mail); "" when none.
        (data.email ?? '').trim(),
        // Older producers send none of the booking defaults: proto3's false and "0" (no default value) are right then.
        data.insuranceDisabled === true,
        /^[1-9]\d*$/.test(data.insuranceGoodsValueOre ?? '') ? data.insuranceGoodsValueOre : null,
        data.noPickup === true,
      ],
    );
  }
}
