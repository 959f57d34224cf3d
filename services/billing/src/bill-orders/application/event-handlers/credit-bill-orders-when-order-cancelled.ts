import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { CreditOrderCommand } from '../../commands/credit-order/credit-order.handler';
import { isInstant } from './create-bill-orders-when-order-booked';

/**
 * OrderCancelled → credit lines for each of the order's lines (CreditOrderCommand, as an admin's credit): the
 * next invoice run bills them, a credit invoice when they outweigh the customer's other lines. The order's lines
 * come from its OrderBooked, earlier on the same key; crediting twice adds nothing. An order billing never
 * billed (its OrderBooked was skipped) has nothing to credit: logged, and reconciliation shows it.
 */
@Injectable()
export class CreditBillOrdersWhenOrderCancelled implements OnModuleInit {
  private readonly logger = new Logger(CreditBillOrdersWhenOrderCancelled.name);

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('OrderCancelled', CreditBillOrdersWhenOrderCancelled.name, (event) => this.handle(event));
  }

  async handle({ data }: InboundEvent<'OrderCancelled'>): Promise<void> {
    if (!data.orderNo || !isInstant(data.cancelledAt)) return;
    try {
      await this.commands.execute(new CreditOrderCommand(data.orderNo, Number(data.cancelledBy) || 0, new Date(data.cancelledAt)));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BILL.NOTHING_TO_CREDIT') {
        this.logger.warn(`order ${data.orderNo} cancelled without bill order lines to credit`);
        return;
      }
      throw error;
    }
  }
}
