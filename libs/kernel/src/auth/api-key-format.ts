/** What a member's API key may do (issue 28 item 6): read what a session reads, and book. */
export const API_KEY_SCOPES = ['read', 'book'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * `frk_<12 hex: the key's public id>_<43 base64url: 256 random bits>`. The id finds the row; the whole key's
 * SHA-256 is what is stored and compared, so a leaked table names keys but opens nothing.
 */
export const API_KEY_FORMAT = /^frk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
