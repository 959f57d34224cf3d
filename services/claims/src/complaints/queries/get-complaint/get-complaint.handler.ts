import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ComplaintViews } from '../../application/complaint-views';
import type { ComplaintResponse } from '../../complaint.response';
import { GetComplaintQuery } from './get-complaint.query';

@QueryHandler(GetComplaintQuery)
export class GetComplaintHandler implements IQueryHandler<GetComplaintQuery, ComplaintResponse> {
  constructor(private readonly views: ComplaintViews) {}

  execute({ principal, id }: GetComplaintQuery): Promise<ComplaintResponse> {
    return this.views.one(principal, id);
  }
}
