import { describe, expect, it, jest } from '@jest/globals';
import { MemoryStorage } from '../testing/fakes';
import { createFullWidthPreference, FULL_WIDTH_STORAGE_KEY } from './fullWidth';

describe(createFullWidthPreference.name, () => {
  it('is off when nothing is stored', () => {
    expect(createFullWidthPreference(new MemoryStorage()).get()).toBe(false);
    expect(createFullWidthPreference(undefined).get()).toBe(false);
  });

  it('stores the choice under "fullWidth" and reads it back in a new page', () => {
    const storage = new MemoryStorage();
    createFullWidthPreference(storage).set(true);
    expect(storage.getItem(FULL_WIDTH_STORAGE_KEY)).toBe('true');
    expect(createFullWidthPreference(storage).get()).toBe(true);

    createFullWidthPreference(storage).set(false);
    expect(storage.getItem(FULL_WIDTH_STORAGE_KEY)).toBe('false');
    expect(createFullWidthPreference(storage).get()).toBe(false);
  });

  it('tells its subscribers, and stops when they unsubscribe', () => {
    const preference = createFullWidthPreference(new MemoryStorage());
    const listener = jest.fn();
    const unsubscribe = preference.subscribe(listener);
    preference.set(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(preference.get()).toBe(true);
    unsubscribe();
    preference.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('picks up a change another tab stored', () => {
    const storage = new MemoryStorage();
    const preference = createFullWidthPreference(storage);
    const listener = jest.fn();
    preference.subscribe(listener);
    storage.setItem(FULL_WIDTH_STORAGE_KEY, 'true');
    preference.reload();
    expect(preference.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    preference.reload();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice for the page when the storage refuses it', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const preference = createFullWidthPreference(storage);
    expect(preference.get()).toBe(false);
    preference.set(true);
    expect(preference.get()).toBe(true);
  });
});
