import { useSyncExternalStore } from 'react';
import { createDraftStore, type DraftStorage } from './draft';

const tabStorage = (): DraftStorage | undefined => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
};

/** The one draft of this tab (steps 1 and 2 and back navigation share it). */
export const draftStore = createDraftStore(tabStorage());

export const useDraft = () => {
  const draft = useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.get);
  return [draft, draftStore.set] as const;
};
