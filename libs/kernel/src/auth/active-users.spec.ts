import { ActiveUsers } from './active-users';

describe(ActiveUsers.name, () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('trusts the signature alone where no directory keeps users', async () => {
    const users = new ActiveUsers(30_000, 10, clock);
    expect(users.checking).toBe(false);
    expect(await users.isActive(7)).toBe(true);
  });

  it('asks the directory once per user within the time to live, removed users included, and again after it', async () => {
    const users = new ActiveUsers(30_000, 10, clock);
    const known = new Set([1]);
    const directory = jest.fn((id: number) => Promise.resolve(known.has(id)));
    users.use(directory);

    expect(await users.isActive(1)).toBe(true);
    expect(await users.isActive(2)).toBe(false);
    expect(await users.isActive(1)).toBe(true);
    expect(await users.isActive(2)).toBe(false);
    expect(directory).toHaveBeenCalledTimes(2);

    known.delete(1);
    now += 29_999;
    expect(await users.isActive(1)).toBe(true);
    now += 1;
    expect(await users.isActive(1)).toBe(false);
    expect(directory).toHaveBeenCalledTimes(3);
  });

  it('shares one question among concurrent requests of one user', async () => {
    const users = new ActiveUsers(30_000, 10, clock);
    let answer: (active: boolean) => void = () => undefined;
    const directory = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    users.use(directory);

    const checks = [users.isActive(5), users.isActive(5), users.isActive(5)];
    answer(false);
    expect(await Promise.all(checks)).toEqual([false, false, false]);
    expect(directory).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its size, forgetting the least recently checked', async () => {
    const users = new ActiveUsers(30_000, 2, clock);
    const directory = jest.fn(() => Promise.resolve(true));
    users.use(directory);
    await users.isActive(1);
    await users.isActive(2);
    await users.isActive(1);
    await users.isActive(3);
    expect(directory).toHaveBeenCalledTimes(3);
    await users.isActive(1);
    expect(directory).toHaveBeenCalledTimes(3);
    await users.isActive(2);
    expect(directory).toHaveBeenCalledTimes(4);
  });

  it('lets a request through without remembering anything when the directory cannot say', async () => {
    const users = new ActiveUsers(30_000, 10, clock);
    const directory = jest.fn().mockResolvedValueOnce(undefined).mockResolvedValue(false);
    expect(await users.isActive(3, directory)).toBe(true);
    expect(await users.isActive(3, directory)).toBe(false);
    expect(await users.isActive(3, directory)).toBe(false);
    expect(directory).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed question: the next request asks again', async () => {
    const users = new ActiveUsers(30_000, 10, clock);
    const directory = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(true);
    users.use(directory);
    await expect(users.isActive(9)).rejects.toThrow('database down');
    expect(await users.isActive(9)).toBe(true);
  });
});
