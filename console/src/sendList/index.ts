export { SendListButton } from './SendListButton';
export { SendListPanel } from './SendListPanel';
export { useSendListOpen } from './sendListState';
export { SendListPage } from './SendListPage';
