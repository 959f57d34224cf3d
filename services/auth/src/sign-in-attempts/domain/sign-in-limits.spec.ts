import {
  ADDRESS_FAILURE_LIMIT,
  addressKey,
  normalizeUsername,
  secondsUntilAllowed,
  signInVerdict,
  USERNAME_FAILURE_LIMIT,
} from './sign-in-limits';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const times = (count: number, secondsAgo: number) => Array.from({ length: count }, () => ago(secondsAgo));

describe(secondsUntilAllowed.name, () => {
  const limit = { max: 5, windowSeconds: 900 };

  it('allows at once with no failures', () => {
    expect(secondsUntilAllowed([], limit, now)).toBe(0);
  });

  it('allows while the failures in the window stay under the limit', () => {
    expect(secondsUntilAllowed(times(4, 10), limit, now)).toBe(0);
  });

  it('refuses at the limit until the oldest failure leaves the window', () => {
    const failures = [ago(600), ago(500), ago(400), ago(300), ago(200)];

    expect(secondsUntilAllowed(failures, limit, now)).toBe(300);
  });

  it('waits for enough failures to leave when there are more than the limit', () => {
    // Seven in the window, limit five: the third oldest (at -500 s) must leave, 400 s from now.
    const failures = [ago(700), ago(600), ago(500), ago(400), ago(300), ago(200), ago(100)];

    expect(secondsUntilAllowed(failures, limit, now)).toBe(400);
  });

  it('does not care about the order the failures come in', () => {
    expect(secondsUntilAllowed([ago(200), ago(600), ago(300), ago(500), ago(400)], limit, now)).toBe(300);
  });

  it('ignores failures that have left the window', () => {
    expect(secondsUntilAllowed([...times(10, 901), ...times(4, 1)], limit, now)).toBe(0);
  });

  it('counts a failure exactly one window old as gone', () => {
    expect(secondsUntilAllowed([...times(1, 900), ...times(4, 1)], limit, now)).toBe(0);
  });

  it('counts a failure a millisecond short of one window old, and rounds the wait up to a whole second', () => {
    const failures = [new Date(now.getTime() - 900_000 + 1), ...times(4, 1)];

    expect(secondsUntilAllowed(failures, limit, now)).toBe(1);
  });

  it('rounds a fractional wait up', () => {
    expect(secondsUntilAllowed([new Date(now.getTime() - 299_500), ...times(4, 1)], limit, now)).toBe(601);
  });

  it('asks for the whole window after failures at this very instant', () => {
    expect(secondsUntilAllowed(times(5, 0), limit, now)).toBe(900);
  });
});

describe(signInVerdict.name, () => {
  it('uses five failures per username and thirty per address in fifteen minutes', () => {
    expect(USERNAME_FAILURE_LIMIT).toEqual({ max: 5, windowSeconds: 900 });
    expect(ADDRESS_FAILURE_LIMIT).toEqual({ max: 30, windowSeconds: 900 });
  });

  it('allows under both limits', () => {
    expect(signInVerdict(times(4, 60), times(29, 60), now)).toEqual({ allowed: true });
  });

  it('refuses on the username limit alone', () => {
    expect(signInVerdict(times(5, 60), [], now)).toEqual({ allowed: false, retryAfterSeconds: 840 });
  });

  it('refuses on the address limit alone', () => {
    expect(signInVerdict([], times(30, 100), now)).toEqual({ allowed: false, retryAfterSeconds: 800 });
  });

  it('waits for the later of the two limits', () => {
    expect(signInVerdict(times(5, 800), times(30, 100), now)).toEqual({ allowed: false, retryAfterSeconds: 800 });
    expect(signInVerdict(times(5, 10), times(30, 100), now)).toEqual({ allowed: false, retryAfterSeconds: 890 });
  });
});

describe(normalizeUsername.name, () => {
  it('matches usernames without case and surrounding spaces', () => {
    expect(normalizeUsername('  Anna ')).toBe('anna');
  });
});

describe(addressKey.name, () => {
  it.each([
    ['an IPv4 address as is', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address as its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['a compressed IPv6 address by its /64', '2001:db8::1', '2001:db8:0:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['leading zeros and upper case alike', '2001:0DB8:0001:0002::5', '2001:db8:1:2::/64'],
    ['something that is not an address as is', 'unknown', 'unknown'],
  ])('keys %s', (_name, ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts two addresses of one /64 under one key', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff::9'));
  });
});
