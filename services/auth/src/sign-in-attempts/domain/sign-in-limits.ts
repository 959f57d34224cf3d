import { isIPv4, isIPv6 } from 'node:net';

/** At most `max` failed sign-ins inside a sliding window of `windowSeconds`. */
export interface FailureLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Per username: five wrong passwords in 15 minutes is more than a person mistyping makes, and far
 * too few to guess a password (OWASP Authentication Cheat Sheet; NIST SP 800-63B §5.2.2 asks for
 * at most 100 per account). Unknown usernames are counted the same way, so the answer never tells
 * whether an account exists.
 */
export const USERNAME_FAILURE_LIMIT: FailureLimit = { max: 5, windowSeconds: 15 * 60 };

/**
 * Per client address: failures only, so an office behind one NAT address (or the bench) may sign in
 * as often as it likes, while one address trying many usernames (credential stuffing, password
 * spraying) is stopped after 30 wrong answers: six usernames' worth of the username limit.
 */
export const ADDRESS_FAILURE_LIMIT: FailureLimit = { max: 30, windowSeconds: 15 * 60 };

/** The longest window: attempts older than this count for nothing and may be purged. */
export const ATTEMPT_RETENTION_SECONDS = Math.max(USERNAME_FAILURE_LIMIT.windowSeconds, ADDRESS_FAILURE_LIMIT.windowSeconds);

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whole seconds until one more attempt fits under the limit; 0 when it fits now. A failure at
 * instant t counts while now < t + window. With n failures in the window and n >= max, the next
 * attempt fits once the (n - max + 1) oldest have left it.
 */
export function secondsUntilAllowed(failures: readonly Date[], limit: FailureLimit, now: Date): number {
  const windowMs = limit.windowSeconds * 1000;
  const inWindow = failures
    .map((f) => f.getTime())
    .filter((t) => t + windowMs > now.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < limit.max) return 0;
  const freedAt = inWindow[inWindow.length - limit.max] + windowMs;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

/** Both limits apply; the caller waits for the later of the two. */
export function signInVerdict(usernameFailures: readonly Date[], addressFailures: readonly Date[], now: Date): SignInVerdict {
  const wait = Math.max(
    secondsUntilAllowed(usernameFailures, USERNAME_FAILURE_LIMIT, now),
    secondsUntilAllowed(addressFailures, ADDRESS_FAILURE_LIMIT, now),
  );
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
}

/** Usernames are matched case-insensitively and without surrounding spaces, for sign-in and limits alike. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

/**
 * The key an address is counted under: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address by its /64, since one subscriber usually holds a whole /64 and could otherwise rotate.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? g.replace(/^0+(?=.)/, '') : g));
}
