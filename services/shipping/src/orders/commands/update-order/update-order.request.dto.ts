import { Allow, IsDefined, IsString, MaxLength } from 'class-validator';
import { OrderRequestDto } from '../../order.request.dto';

export class UpdateOrderRequestDto extends OrderRequestDto {
  @IsDefined() @IsString() @MaxLength(64) orderNo!: string;
  /** An order keeps its consignment; echoed back, ignored. */
  @Allow() consignmentId?: unknown;
}
