import { ANNA, BO, eventually, VERA } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { apiCall, DEMO_CUSTOMERS, PLAIN_CONSIGNMENT, signIn, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

const ROLE_FORBIDDEN_SV = {
  statusCode: 403,
  code: 'AUTH.ROLE_FORBIDDEN',
  message: 'Din roll i företaget ger inte behörighet till detta. Be företagets administratör om hjälp.',
};
const INVITE_INVALID = 'USERS.INVITE_INVALID';

/**
 * Colleagues and roles (issue 32 item 2) through /api on the embedded portal: anna, her company's administrator,
 * invites a colleague by mail (the real in-process SMTP sink), the colleague accepts with the mailed one-time link and
 * books as a booker but may not change settings; the seeded viewer cannot book; a deactivated user can neither sign in
 * nor refresh; another company's users answer 404.
 */
describe('Embedded portal: company users and roles', () => {
  let portal: TestPortal;
  let anna: string;
  let bertil: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    ({ anna, bertil } = await signInDemoAccounts(portal));
  });

  afterAll(async () => {
    await portal?.close();
  });

  const call = (token: string, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, token, method, path, body, language);

  /** The invite link in the mail the sink caught for `address`, as a mail client shows it. */
  async function linkMailedTo(address: string, roleWord: string): Promise<string> {
    return eventually(async () => {
      const { rows } = await portal.db.query<{ raw: Buffer }>(
        'SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id DESC',
        [address],
      );
      if (!rows.length) throw new Error(`no mail to ${address} yet`);
      const mail = await simpleParser(rows[0].raw);
      const link = /https?:\/\/\S+\/invite\/([\w-]+)/.exec(mail.text ?? '');
      if (!link) throw new Error('no invite link in the mail');
      expect(mail.subject).toBe('Inbjudan till Frakt / Invitation to Frakt');
      expect(mail.text).toContain(`Frakt som ${roleWord}.`);
      return decodeURIComponent(link[1]);
    });
  }

  async function invite(email: string, role: string, roleWord: string): Promise<string> {
    await call(anna, 'post', `/auth/users/${ANNA.customerId}/invites`, { email, role }).expect(201);
    return linkMailedTo(email, roleWord);
  }

  async function book(token: string) {
    const created = await call(token, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);
    return call(token, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId: created.body.consignments[0].consignmentId });
  }

  it('invites a colleague by mail; the one-time link makes a booker who books but may not change settings', async () => {
    const answer = await call(anna, 'post', `/auth/users/${ANNA.customerId}/invites`, {
      email: 'Carl@AnnasBlommor.example',
      role: 'booker',
    }).expect(201);
    expect(answer.body).toMatchObject({ email: 'carl@annasblommor.example', role: 'booker' });
    expect(answer.body).not.toHaveProperty('token');
    const token = await linkMailedTo('carl@annasblommor.example', 'bokare');

    // Only the token's hash is kept.
    const { rows } = await portal.db.query<{ row: string }>('SELECT t::text AS row FROM auth.user_invites t');
    expect(rows.length).toBe(1);
    expect(rows[0].row).not.toContain(token);

    // Too short a password is refused with the field named, and the link is not spent by it.
    const short = await portal.http.post('/api/auth/invites/accept').send({ token, password: 'kort' }).expect(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'VALIDATION.TOO_SHORT' })]);

    const session = await portal.http.post('/api/auth/invites/accept').send({ token, password: 'carls-lösenord-1' }).expect(200);
    expect(session.body).toMatchObject({ customerId: ANNA.customerId, role: 'booker', demo: false });
    // Single use.
    const again = await portal.http.post('/api/auth/invites/accept').send({ token, password: 'carls-lösenord-1' }).expect(400);
    expect(again.body.code).toBe(INVITE_INVALID);

    const carl = (await signIn(portal, 'carl@annasblommor.example', 'carls-lösenord-1')).accessToken;
    expect((await book(carl)).status).toBe(200);
    // Anna's company's bookings are carl's too: the same customer.
    await call(carl, 'get', `/order/customer/${ANNA.customerId}/booked`).expect(200);
    const settings = await call(carl, 'put', `/customer/setting/${ANNA.customerId}`, { setting: 'showAllBooked', value: true }).expect(403);
    expect(settings.body).toEqual(ROLE_FORBIDDEN_SV);
    const en = await call(carl, 'put', `/customer/setting/${ANNA.customerId}`, { setting: 'showAllBooked', value: true }, 'en').expect(403);
    expect(en.body.message).toBe('Your role in the company does not allow this. Ask your company administrator.');
    // Nor may a booker manage users, webhooks or API keys.
    await call(carl, 'get', `/auth/users/${ANNA.customerId}`).expect(403);
    await call(carl, 'post', `/auth/users/${ANNA.customerId}/invites`, { email: 'x@example.se', role: 'viewer' }).expect(403);
    await call(carl, 'post', `/auth/keys/${ANNA.customerId}`, { name: 'ERP', scopes: ['read'] }).expect(403);
    await call(carl, 'get', `/customer/webhooks/${ANNA.customerId}`).expect(403);
  });

  it('refuses an expired link, an unknown one, and an address that is a user already', async () => {
    const token = await invite('dora@annasblommor.example', 'viewer', 'läsare');
    await portal.db.query(
      "UPDATE auth.user_invites SET expires_at = now() - interval '1 second' WHERE email = 'dora@annasblommor.example'",
    );
    const expired = await portal.http.post('/api/auth/invites/accept').send({ token, password: 'doras-lösenord-1' }).expect(400);
    expect(expired.body.code).toBe(INVITE_INVALID);
    expect(expired.body.message).toBe('Inbjudningslänken är ogiltig, redan använd eller har gått ut. Be om en ny inbjudan.');
    const unknown = await portal.http
      .post('/api/auth/invites/accept')
      .send({ token: 'x'.repeat(43), password: 'doras-lösenord-1' })
      .expect(400);
    expect(unknown.body.code).toBe(INVITE_INVALID);
    expect((await portal.db.query("SELECT 1 FROM auth.users WHERE username = 'dora@annasblommor.example'")).rows).toEqual([]);

    const taken = await call(anna, 'post', `/auth/users/${ANNA.customerId}/invites`, {
      email: 'carl@annasblommor.example',
      role: 'viewer',
    }).expect(409);
    expect(taken.body.code).toBe('USERS.EMAIL_TAKEN');
    const bad = await call(anna, 'post', `/auth/users/${ANNA.customerId}/invites`, { email: 'inte en adress', role: 'chef' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'role']);
  });

  it('lets the seeded viewer read lists and compare prices, never book', async () => {
    const vera = (await signIn(portal, VERA.username, VERA.password)).accessToken;
    await call(vera, 'get', `/order/customer/${ANNA.customerId}/booked`).expect(200);
    await call(vera, 'get', `/bill/customer/${ANNA.customerId}`).expect((res) => expect(res.status).toBeLessThan(400));
    const price = await call(vera, 'post', '/consignment/price', PLAIN_CONSIGNMENT);
    expect(price.status).not.toBe(403);
    const created = await call(vera, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(403);
    expect(created.body).toEqual(ROLE_FORBIDDEN_SV);
    await call(vera, 'put', '/order/printed', { orderNos: ['1'] }).expect(403);
    // Signing out is for every role.
    await call(vera, 'post', '/auth/logout', {}).expect((res) => expect(res.status).not.toBe(403));
  });

  it('lists the company users paged, sorted and filtered in the database, for its administrator only', async () => {
    const first = await call(anna, 'get', `/auth/users/${ANNA.customerId}?range=[0,1]&sort=["username","ASC"]`).expect(200);
    expect(first.headers['content-range']).toBe('users 0-1/4');
    expect(first.body.map((u: { username: string }) => u.username)).toEqual(['anna', 'bo']);
    expect(first.body[0]).not.toHaveProperty('passwordHash');
    const viewers = await call(anna, 'get', `/auth/users/${ANNA.customerId}?filter={"role":"viewer"}`).expect(200);
    expect(viewers.body.map((u: { username: string }) => u.username)).toEqual(['vera']);
    const search = await call(anna, 'get', `/auth/users/${ANNA.customerId}?filter={"q":"CARL"}`).expect(200);
    expect(search.body).toEqual([expect.objectContaining({ username: 'carl@annasblommor.example', role: 'booker', active: true })]);
  });

  it("changes a colleague's role (held from their next refresh) but never the administrator's own", async () => {
    const vera = await signIn(portal, VERA.username, VERA.password);
    const changed = await call(anna, 'put', `/auth/users/${ANNA.customerId}/1012/role`, { role: 'booker' }).expect(200);
    expect(changed.body).toMatchObject({ id: 1012, role: 'booker' });
    const refreshed = await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: vera.refreshToken }).expect(200);
    expect(refreshed.body.role).toBe('booker');
    await call(refreshed.body.accessToken, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);

    const self = await call(anna, 'put', `/auth/users/${ANNA.customerId}/${ANNA.customerId}/role`, { role: 'viewer' }).expect(409);
    expect(self.body.code).toBe('USERS.NOT_YOURSELF');
    await call(anna, 'post', `/auth/users/${ANNA.customerId}/${ANNA.customerId}/deactivate`).expect(409);
    await call(anna, 'put', `/auth/users/${ANNA.customerId}/1012/role`, { role: 'owner' }).expect(400);
    await call(anna, 'put', `/auth/users/${ANNA.customerId}/1012/role`, { role: 'viewer' }).expect(200);
  });

  it("answers 404 for another company: its user list, its users, and a user of theirs named under one's own company", async () => {
    const before = (await portal.db.query('SELECT id, role, active FROM auth.users ORDER BY id')).rows;
    expect((await call(bertil, 'get', `/auth/users/${ANNA.customerId}`).expect(404)).body.code).toBe('TENANCY.NOT_FOUND');
    await call(bertil, 'post', `/auth/users/${ANNA.customerId}/invites`, { email: 'spion@example.se', role: 'administrator' }).expect(404);
    await call(bertil, 'put', `/auth/users/${ANNA.customerId}/1011/role`, { role: 'viewer' }).expect(404);
    await call(bertil, 'post', `/auth/users/${ANNA.customerId}/1011/deactivate`).expect(404);
    await call(bertil, 'put', `/auth/users/${DEMO_CUSTOMERS.bertil}/1011/role`, { role: 'viewer' }).expect(404);
    await call(anna, 'put', `/auth/users/${ANNA.customerId}/${DEMO_CUSTOMERS.bertil}/role`, { role: 'viewer' }).expect(404);
    await call(anna, 'post', `/auth/users/${ANNA.customerId}/${DEMO_CUSTOMERS.bertil}/deactivate`).expect(404);
    await call(anna, 'post', `/auth/users/${ANNA.customerId}/not-a-user/deactivate`).expect(404);
    expect((await portal.db.query('SELECT id, role, active FROM auth.users ORDER BY id')).rows).toEqual(before);
  });

  it('deactivates a colleague: their sessions end, and they can neither sign in nor refresh', async () => {
    const bo = await signIn(portal, BO.username, BO.password);
    await call(bo.accessToken, 'get', `/order/customer/${ANNA.customerId}/booked`).expect(200);
    const deactivated = await call(anna, 'post', `/auth/users/${ANNA.customerId}/1011/deactivate`).expect(200);
    expect(deactivated.body).toMatchObject({ id: 1011, active: false, deactivatedAt: expect.any(String) });

    expect((await call(bo.accessToken, 'get', `/order/customer/${ANNA.customerId}/booked`).expect(401)).body.code).toBe(
      'AUTH.INVALID_TOKEN',
    );
    const refresh = await portal.http.post('/api/auth/refreshtoken').send({ refreshToken: bo.refreshToken }).expect(403);
    expect(refresh.body.code).toBe('AUTH.REFRESH_REVOKED');
    const again = await portal.http.post('/api/auth/signin').send({ username: BO.username, password: BO.password }).expect(401);
    expect(again.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    const { rows } = await portal.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth.refresh_tokens WHERE user_id = 1011 AND revoked_at IS NULL',
    );
    expect(rows[0].n).toBe(0);
    // Listed, inactive.
    const inactive = await call(anna, 'get', `/auth/users/${ANNA.customerId}?filter={"active":false}`).expect(200);
    expect(inactive.body.map((u: { id: number }) => u.id)).toEqual([1011]);
  });
});
