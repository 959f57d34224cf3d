import { useStore } from 'react-admin';

/** Open state of the send-list side panel, shared by the top-bar button and the panel. */
export const useSendListOpen = () => useStore<boolean>('frakt.sendList.open', false);
