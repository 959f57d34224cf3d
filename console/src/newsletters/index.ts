export { NewsletterDialog } from './NewsletterDialog';
export { newslettersResource } from './resource';
export { newsletterMessages } from './messages';
export type { NewsletterSubscription } from './dataProvider';
