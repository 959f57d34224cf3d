import { useStore } from 'react-admin';

/** Open state of the profile side panel, shared by the top-bar button and the panel. */
export const useProfilePanelOpen = () => useStore<boolean>('frakt.profilePanel.open', false);
