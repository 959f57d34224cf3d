export { CustomsPage } from './CustomsPage';
export { PaperlessPage } from './PaperlessPage';
export { customsMessages } from './messages';
