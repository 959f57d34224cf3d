import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ComplaintResponse } from '../../complaint.response';
import type { UpdateComplaintRequestDto } from './update-complaint.request.dto';

export class UpdateComplaintCommand extends Command<ComplaintResponse> {
  constructor(
    readonly principal: Principal,
    readonly body: UpdateComplaintRequestDto,
  ) {
    super();
  }
}
