import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ComplaintResponse } from '../../complaint.response';
import type { FileComplaintRequestDto } from './file-complaint.request.dto';

export class FileComplaintCommand extends Command<ComplaintResponse> {
  constructor(
    readonly principal: Principal,
    readonly body: FileComplaintRequestDto,
  ) {
    super();
  }
}
