import { arrayOf, dateTime, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { PayLaterApplicationResponse, PayLaterStatusResponse } from './pay-later.response';
import type { PAY_LATER_TERMS } from './domain/pay-later-terms';

export const PAY_LATER_APPLICATION_SCHEMA = namedSchema(
  'PayLaterApplication',
  objectOf<PayLaterApplicationResponse>({
    id: int,
    custId: int,
    userId: int,
    termsVersion: str,
    days: { ...int, description: 'Payment days the terms give' },
    status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED'] },
    appliedAt: dateTime,
    decidedAt: nullable(dateTime),
  }),
);

export const PAY_LATER_STATUS_SCHEMA = objectOf<PayLaterStatusResponse>({
  paymentDays: { ...int, description: "The customer's payment days now" },
  applications: arrayOf(PAY_LATER_APPLICATION_SCHEMA),
});

export const PAY_LATER_TERMS_SCHEMA = objectOf<typeof PAY_LATER_TERMS>({
  version: { ...str, description: 'What an application names as accepted' },
  days: int,
  standardDays: int,
  title: str,
  text: { ...arrayOf(str), description: 'Paragraphs' },
});
