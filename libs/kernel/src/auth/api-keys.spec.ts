import { ApiKeyPrincipal, apiKeyOf, ApiKeys } from './api-keys';

const KEY = `frk_0123456789ab_${'a'.repeat(43)}`;
const principal: ApiKeyPrincipal = {
  userId: 1,
  customerId: 1001,
  customerLevel: 2,
  demo: false,
  testUser: false,
  role: 'booker',
  apiKey: { id: '0123456789ab', scopes: ['read'] },
};

describe(ApiKeys.name, () => {
  it('reads a key from a bearer header, and nothing else as one', () => {
    expect(apiKeyOf(`Bearer ${KEY}`)).toBe(KEY);
    expect(apiKeyOf(`bearer ${KEY}`)).toBe(KEY);
    expect(apiKeyOf(`Bearer ${KEY}x`)).toBeUndefined();
    expect(apiKeyOf('Bearer a.b.c')).toBeUndefined();
    expect(apiKeyOf(undefined)).toBeUndefined();
  });

  it('asks the directory once per key within the TTL, again after it, and at once after forget', async () => {
    let now = 0;
    const keys = new ApiKeys(5000, () => now);
    const directory = jest.fn().mockResolvedValue(principal);
    keys.use(directory);
    await keys.principal(KEY);
    await keys.principal(KEY);
    expect(directory).toHaveBeenCalledTimes(1);
    now = 5001;
    await keys.principal(KEY);
    expect(directory).toHaveBeenCalledTimes(2);
    keys.forget('0123456789ab');
    directory.mockResolvedValue(null);
    expect(await keys.principal(KEY)).toBeNull();
  });

  it('refuses every key where no directory was given', async () => {
    expect(await new ApiKeys().principal(KEY)).toBeNull();
  });

  it('limits calls per key per minute, and says when to come back', () => {
    let now = 0;
    const keys = new ApiKeys(5000, () => now);
    keys.limit = 3;
    expect([keys.take('k'), keys.take('k'), keys.take('k')]).toEqual([undefined, undefined, undefined]);
    now = 20_000;
    expect(keys.take('k')).toBe(40);
    expect(keys.take('other')).toBeUndefined();
    now = 60_000;
    expect(keys.take('k')).toBeUndefined();
  });
});
