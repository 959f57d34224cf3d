import { NEWSLETTERS_RESOURCE, type NewsletterSubscription } from './dataProvider';

/**
 * The newsletters resource as App.tsx mounts it (issue 26). It has no page of its own: the subscriptions are listed,
 * asked for and ended in the newsletter dialog the shipment screens and the booked list open beside a consignment.
 */
export const newslettersResource = {
  name: NEWSLETTERS_RESOURCE,
  recordRepresentation: (record: NewsletterSubscription) => `${record.carrierName} – ${record.email}`,
};
