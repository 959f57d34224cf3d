import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { CreditControl } from '../../../credit-control/application/credit-control';
import { insertBillOrderLines } from '../../application/event-handlers/create-bill-orders-when-order-booked';
import { BillOrderRow } from '../../database/bill-order.row';
import { nothingToCredit } from '../../domain/bill-order.errors';

export class CreditOrderCommand {
  constructor(
    readonly orderNo: string,
    readonly creditedBy: number,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * An order cancelled or corrected after booking: credit lines cancelling each of its lines, billed by the
 * next invoice run (a credit invoice when they outweigh the customer's other lines). Crediting twice adds nothing.
 */
@CommandHandler(CreditOrderCommand)
export class CreditOrderHandler implements ICommandHandler<CreditOrderCommand, { orderNo: string; lines: number }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly credit: CreditControl,
  ) {}

  async execute({ orderNo, creditedBy, now }: CreditOrderCommand): Promise<{ orderNo: string; lines: number }> {
    return this.tx.run(async (manager) => {
      const lines: Pick<
        BillOrderRow,
        | 'type'
        | 'customer_id'
        | 'consignment_no'
        | 'supplier_id'
        | 'article'
        | 'info_text'
        | 'description'
        | 'total_price_ore'
        | 'vat_rate'
        | 'vat_ore'
        | 'currency'
      >[] = await manager.query(
        `SELECT type, customer_id, consignment_no, supplier_id, article, info_text, description, total_price_ore::text, vat_rate, vat_ore::text, currency
           FROM bill_orders WHERE order_no = $1 AND NOT credit`,
        [orderNo],
      );
      if (!lines.length) throw nothingToCredit();
      const customers = await insertBillOrderLines(
        this.tx,
        lines.map((l) => ({
          orderNo,
          type: l.type,
          credit: true,
          customerId: l.customer_id,
          consignmentNo: l.consignment_no,
          supplierId: l.supplier_id,
          article: l.article,
          infoText: l.info_text,
          description: `Kreditering: ${l.description}`,
          totalPriceOre: -Number(l.total_price_ore),
          vatRate: l.vat_rate,
          vatOre: -Number(l.vat_ore),
          currency: l.currency,
          userId: String(creditedBy),
          dateCreated: now.toISOString(),
        })),
      );
      await this.credit.evaluate(customers, now);
      return { orderNo, lines: lines.length };
    });
  }
}
