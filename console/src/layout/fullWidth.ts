import { useSyncExternalStore } from 'react';

/** localStorage key of the full-width preference (spec 2.2: a user preference). */
export const FULL_WIDTH_STORAGE_KEY = 'fullWidth';

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface FullWidthPreference {
  get(): boolean;
  set(fullWidth: boolean): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the storage (another tab changed it). */
  reload(): void;
}

const read = (storage: PreferenceStorage | undefined) => {
  try {
    return storage?.getItem(FULL_WIDTH_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

export const createFullWidthPreference = (storage: PreferenceStorage | undefined): FullWidthPreference => {
  let value = read(storage);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => value,
    set: (fullWidth) => {
      value = fullWidth;
      try {
        storage?.setItem(FULL_WIDTH_STORAGE_KEY, String(fullWidth));
      } catch {
        // Storage full or blocked: the choice lasts for this page only.
      }
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      const next = read(storage);
      if (next !== value) {
        value = next;
        notify();
      }
    },
  };
};

const browserStorage = (): PreferenceStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const fullWidthPreference = createFullWidthPreference(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FULL_WIDTH_STORAGE_KEY || event.key === null) fullWidthPreference.reload();
  });
}

/** [fullWidth, setFullWidth], shared by the switch and the layout. */
export const useFullWidth = (preference: FullWidthPreference = fullWidthPreference) =>
  [useSyncExternalStore(preference.subscribe, preference.get), preference.set] as const;
