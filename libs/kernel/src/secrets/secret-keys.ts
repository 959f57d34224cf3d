/** AES-256: a key is 32 bytes. */
export const KEY_BYTES = 32;
/** SECRETS_KEYS: `<key id>:<32 bytes base64>` entries separated by commas, the first seals, all open. */
const ENTRY = /^([0-9a-z]{1,32}):([A-Za-z0-9+/_-]{43}=?)$/;

/** Problems with a SECRETS_KEYS value (never echoing it: it is key material). */
export function secretKeysProblems(spec: string): string[] {
  const entries = spec.split(',').map((entry) => entry.trim());
  const bad = entries.findIndex((entry) => !ENTRY.test(entry) || Buffer.from(ENTRY.exec(entry)![2], 'base64').length !== KEY_BYTES);
  if (bad >= 0) return [`SECRETS_KEYS entry ${bad + 1} must be <key id: a-z0-9>:<32 random bytes, base64>`];
  const ids = entries.map((entry) => entry.split(':')[0]);
  return new Set(ids).size === ids.length ? [] : ['SECRETS_KEYS names a key id twice'];
}
