import { sameSource, type ContentSource } from './content';

/**
 * Which content page the modal shows. One modal for the whole console: info links anywhere open it
 * through this store, the layout renders it. Opening reports info_popup (spec 7) once per opening;
 * a second click on the link of the page already open (double click, the link behind the modal's
 * backdrop) is the same popup, not another one.
 */
export interface InfoPopupStore {
  open(source: ContentSource): void;
  close(): void;
  current(): ContentSource | undefined;
  subscribe(listener: () => void): () => void;
}

export const createInfoPopupStore = (track: (subject: string) => void): InfoPopupStore => {
  let current: ContentSource | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ContentSource | undefined) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    open: (source) => {
      if (sameSource(current, source)) return;
      set(source);
      track(source.subject);
    },
    close: () => {
      if (current) set(undefined);
    },
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
