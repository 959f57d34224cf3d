import { Query } from '@nestjs/cqrs';
import type { PAY_LATER_TERMS } from '../../domain/pay-later-terms';

export class GetPayLaterTermsQuery extends Query<typeof PAY_LATER_TERMS> {}
