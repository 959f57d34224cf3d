export { CONTENT_KEYS } from './content';
export type { ContentBlock, ContentSource } from './content';
export { ContentHtml } from './ContentHtml';
export { ContentModal, openInfoPopup } from './ContentModal';
export { useContentByKey } from './useContentByKey';
export { InfoPage } from './InfoPage';
export { MailTestPage } from './MailTestPage';
export { CarrierMessageDialog } from './CarrierMessageDialog';
export { CarrierContactButtons } from './CarrierContactButtons';
