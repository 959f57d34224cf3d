export type Env = Record<string, string | undefined>;

/**
 * Reads variables for the kernel's settings and every service's config section alike: an empty variable counts
 * as unset (the caller's default applies), and a bad value adds a problem instead of throwing, so a
 * misconfigured deployment fails once with the whole list.
 */
export interface ConfigReader {
  readonly problems: string[];
  read(name: string): string | undefined;
  int(name: string, fallback: number, min?: number, max?: number): number;
  bool(name: string, fallback: boolean): boolean;
  url(name: string): string | undefined;
}

export function configReader(env: Env, defaults: Partial<Record<string, string>> = {}, problems: string[] = []): ConfigReader {
  const read = (name: string): string | undefined => {
    const value = env[name] === undefined || env[name] === '' ? defaults[name] : env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    problems,
    read,
    int(name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
      const raw = read(name);
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || n > max) {
        problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
        return fallback;
      }
      return n;
    },
    bool(name, fallback) {
      const raw = read(name);
      if (raw === undefined) return fallback;
      if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
      if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
      problems.push(`${name} must be true or false (got "${raw}")`);
      return fallback;
    },
    url(name) {
      const raw = read(name);
      if (raw === undefined) return undefined;
      try {
        new URL(raw);
      } catch {
        problems.push(`${name} must be a URL (got "${raw}")`);
      }
      return raw;
    },
  };
}

/** What a sample file or a developer's machine carries in a secret's place; production refuses it. */
export const PLACEHOLDER_SECRET = /REPLACE|CHANGE[-_ ]?ME|PLACEHOLDER|EXAMPLE|<secret>/i;
