import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MessageCode, TransactionHost, translate } from '@freight/kernel';
import type { CarrierReasonCode } from '../../carrier-errors';
import { CarrierBookingView, GetCarrierBookingQuery } from './get-carrier-booking.query';

interface Row {
  state: 'pending' | 'confirmed' | 'refused';
  carrier_shipment_id: string | null;
  tracking_numbers: string[] | null;
  refusal_reason: CarrierReasonCode | null;
  refusal_code: string | null;
  refusal_text: string | null;
  pickup_state: 'pending' | 'confirmed' | 'refused' | 'cancelled' | null;
  pickup_confirmation: string | null;
  pickup_error: string | null;
}

@QueryHandler(GetCarrierBookingQuery)
export class GetCarrierBookingHandler implements IQueryHandler<GetCarrierBookingQuery, CarrierBookingView | null> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ orderNo, language }: GetCarrierBookingQuery): Promise<CarrierBookingView | null> {
    const [row] = (await this.tx.manager.query(
      // A send-list entry correcting a refused booking shows that booking's refusal until it is booked itself.
      `SELECT state, carrier_shipment_id, tracking_numbers, refusal_reason, refusal_code, refusal_text, pickup_state, pickup_confirmation,
              pickup_error FROM carrier_transmissions
        WHERE order_no = COALESCE((SELECT corrects_order_no FROM orders WHERE order_no = $1 AND date_booked IS NULL), $1)`,
      [orderNo],
    )) as Row[];
    if (!row) return null;
    const refused = row.state === 'refused';
    return {
      state: row.state === 'pending' ? 'waiting' : row.state,
      carrierShipmentId: row.carrier_shipment_id,
      trackingNumbers: row.tracking_numbers ?? [],
      refusal: refused
        ? {
            code: row.refusal_reason ?? 'CARRIER.REFUSED',
            message: translate((row.refusal_reason ?? 'CARRIER.REFUSED') as MessageCode, language, { carrierText: row.refusal_text ?? '' }),
            carrierCode: row.refusal_code ?? '',
            carrierText: row.refusal_text ?? '',
          }
        : null,
      pickup: row.pickup_state
        ? {
            state: row.pickup_state,
            confirmationNo: row.pickup_confirmation,
            // A refusal's text is the carrier's; a retry's summary (503, timeout) is ours and not shown.
            carrierText: row.pickup_state === 'refused' ? row.pickup_error : null,
          }
        : null,
    };
  }
}
