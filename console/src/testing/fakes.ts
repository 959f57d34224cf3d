import type { Session } from '../session/session';
import type { KeyValueStorage } from '../session/sessionStore';

/** A Map-backed stand-in for window.localStorage. */
export class MemoryStorage implements KeyValueStorage {
    readonly items = new Map<string, string>();

    getItem(key: string) {
        return this.items.get(key) ?? null;
    }

    setItem(key: string, value: string) {
        this.items.set(key, value);
    }

    removeItem(key: string) {
        this.items.delete(key);
    }
}

export const aSession = (overrides: Partial<Session> = {}): Session => ({
    id: 4711,
    userId: 17,
    customerId: 4711,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 900,
    demo: false,
    testUser: false,
    ...overrides,
});
