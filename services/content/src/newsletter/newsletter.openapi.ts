import { ApiSchemaObject, int, namedSchema, objectOf, str } from '@freight/runtime';

export interface Subscription {
  carrierCode: number;
  carrierName: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
}

export const SUBSCRIPTION_SCHEMA = namedSchema(
  'NewsletterSubscription',
  objectOf<Subscription>({
    carrierCode: int,
    carrierName: str,
    email: str,
    status: { type: 'string', enum: ['pending', 'active', 'unsubscribed'], description: 'Active once the link in the mail is opened' },
  }),
);

export const SUBSCRIBE_BODY: ApiSchemaObject = {
  type: 'object',
  required: ['carrierCode', 'email'],
  properties: { carrierCode: { ...int, description: 'An active carrier' }, email: { ...str, format: 'email' } },
};
