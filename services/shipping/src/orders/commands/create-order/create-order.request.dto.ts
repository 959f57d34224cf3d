import { Allow, IsDefined } from 'class-validator';
import { IsStringOrNumber } from '../../../consignments/consignment.request.dto';
import { OrderRequestDto } from '../../order.request.dto';

export class CreateOrderRequestDto extends OrderRequestDto {
  @IsDefined() @IsStringOrNumber() consignmentId!: string | number;
  /** A new order gets its number from the server. */
  @Allow() orderNo?: unknown;
}
