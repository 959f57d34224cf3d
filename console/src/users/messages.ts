/** The company users' texts (react-admin's resources.users and the page's), Swedish and English with the same keys. */
const en = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: { username: 'Username', role: 'Role', active: 'State' },
    },
  },
  users: {
    link: 'Users',
    linkHelp: 'Invite colleagues and choose what each may do.',
    onlyAdministrator: "Only your company's administrator manages users.",
    onlyAdministratorSettings: "Only your company's administrator can change settings, agreements, webhooks and API keys.",
    invite: 'Invite a colleague',
    inviteHelp: 'The colleague gets an e-mail with a link (valid for 7 days, once) to choose a password.',
    email: 'E-mail',
    roleOf: 'Role of {{name}}',
    role: { viewer: 'Viewer (reads lists and invoices)', booker: 'Booker (books and prints)', administrator: 'Administrator' },
    send: 'Send invite',
    invited: 'An invite was sent to {{email}}',
    list: "The company's users",
    actions: 'Actions',
    active: 'Active',
    inactive: 'Deactivated',
    deactivate: 'Deactivate',
    deactivateOf: 'Deactivate {{name}}',
    deactivateQuestion: '{{name}} can no longer sign in, and their sessions end. Deactivate?',
    deactivated: '{{name}} was deactivated',
    roleChanged: 'The role of {{name}} was changed; it applies from their next sign-in or within 15 minutes.',
    perPage: 'Rows per page',
  },
};

const sv: typeof en = {
  resources: {
    users: {
      name: 'Användare |||| Användare',
      fields: { username: 'Användarnamn', role: 'Roll', active: 'Status' },
    },
  },
  users: {
    link: 'Användare',
    linkHelp: 'Bjud in kollegor och välj vad var och en får göra.',
    onlyAdministrator: 'Bara företagets administratör hanterar användare.',
    onlyAdministratorSettings: 'Bara företagets administratör kan ändra inställningar, avtal, webhooks och API-nycklar.',
    invite: 'Bjud in en kollega',
    inviteHelp: 'Kollegan får ett e-postmeddelande med en länk (gäller i 7 dagar, en gång) för att välja lösenord.',
    email: 'E-post',
    roleOf: 'Roll för {{name}}',
    role: { viewer: 'Läsare (läser listor och fakturor)', booker: 'Bokare (bokar och skriver ut)', administrator: 'Administratör' },
    send: 'Skicka inbjudan',
    invited: 'En inbjudan skickades till {{email}}',
    list: 'Företagets användare',
    actions: 'Åtgärder',
    active: 'Aktiv',
    inactive: 'Inaktiverad',
    deactivate: 'Inaktivera',
    deactivateOf: 'Inaktivera {{name}}',
    deactivateQuestion: '{{name}} kan inte längre logga in, och pågående sessioner avslutas. Inaktivera?',
    deactivated: '{{name}} inaktiverades',
    roleChanged: 'Rollen för {{name}} ändrades; den gäller från nästa inloggning eller inom 15 minuter.',
    perPage: 'Rader per sida',
  },
};

export const usersMessages = { sv, en };
