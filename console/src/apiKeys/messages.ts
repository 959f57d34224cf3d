/** The API keys' texts (react-admin's resources.apiKeys and the profile card's), Swedish and English with the same keys. */
const en = {
  resources: {
    apiKeys: {
      name: 'API key |||| API keys',
      fields: {
        name: 'Name',
        scopes: 'Permissions',
        createdAt: 'Created',
        lastUsedAt: 'Last used',
      },
    },
  },
  apiKeys: {
    title: 'API keys',
    help: 'A key lets your own system call the portal API as you: send it as "Authorization: Bearer <key>". Read keys read, book keys book.',
    key: 'API key',
    scope: { read: 'Read', book: 'Book' },
    create: 'Create key',
    state: 'State',
    revoked: 'Revoked',
    revoke: 'Revoke',
    revokeNamed: 'Revoke the key {{name}}',
  },
};

const sv: typeof en = {
  resources: {
    apiKeys: {
      name: 'API-nyckel |||| API-nycklar',
      fields: {
        name: 'Namn',
        scopes: 'Behörigheter',
        createdAt: 'Skapad',
        lastUsedAt: 'Senast använd',
      },
    },
  },
  apiKeys: {
    title: 'API-nycklar',
    help: 'Med en nyckel anropar ert eget system portalens API i ert namn: skicka den som "Authorization: Bearer <nyckel>". Läsnycklar läser, bokningsnycklar bokar.',
    key: 'API-nyckel',
    scope: { read: 'Läsa', book: 'Boka' },
    create: 'Skapa nyckel',
    state: 'Status',
    revoked: 'Återkallad',
    revoke: 'Återkalla',
    revokeNamed: 'Återkalla nyckeln {{name}}',
  },
};

export const apiKeyMessages = { sv, en };
