import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PAY_LATER_TERMS } from '../../domain/pay-later-terms';
import { GetPayLaterTermsQuery } from './get-pay-later-terms.query';

/** GET /bill/paylater/terms: the current terms, with the version an application accepts. */
@QueryHandler(GetPayLaterTermsQuery)
export class GetPayLaterTermsHandler implements IQueryHandler<GetPayLaterTermsQuery, typeof PAY_LATER_TERMS> {
  execute(): Promise<typeof PAY_LATER_TERMS> {
    return Promise.resolve(PAY_LATER_TERMS);
  }
}
