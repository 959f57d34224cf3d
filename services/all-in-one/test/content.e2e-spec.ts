import { randomUUID } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { encodeEvent } from '@freight/contracts';
import { EVENT_TRANSPORT, EventTransport, envelopeToHeaders } from '@freight/messaging';
import { DEV_CARRIER_WEBHOOK_SECRETS, signWebhookBody } from '@freight/shipping';
import { ANNA, BERTIL, eventually } from '@freight/testing';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { apiCall, DemoAccount, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/** A mail the embedded SMTP sink caught, parsed as a mail client would. */
interface Caught {
  rcptTo: string[];
  mail: ParsedMail;
}

/**
 * Content, news and e-mail (spec sections 2, 3, 5, 7, 8; issue 16) through /api on the embedded portal with a
 * real PostgreSQL and the real in-process SMTP sink: content blocks by key, id and home with the sv default and
 * fallback, admin writes sanitised, news with viewed state and unread count, mail out parsed back from SMTP,
 * the pre-notice and status notices from shipping's events (once per event, also when redelivered), the
 * carrier message, the newsletter's double opt-in, MailRequested from another service, tenancy and the demo.
 */
describe('Embedded portal: content, news and e-mail through /api', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;

  beforeAll(async () => {
    portal = await startTestPortal();
    tokens = await signInDemoAccounts(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens[who], method, path, body, language);

  /** Every caught mail to `address`, oldest first, once the sink holds `count` of them. */
  async function caughtFor(address: string, count = 1): Promise<Caught[]> {
    return eventually(async () => {
      const { rows } = await portal.db.query<{ rcpt_to: string[]; raw: Buffer }>(
        'SELECT rcpt_to, raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id',
        [address],
      );
      if (rows.length < count) throw new Error(`${rows.length} of ${count} mails to ${address}`);
      return Promise.all(rows.map(async (r) => ({ rcptTo: r.rcpt_to, mail: await simpleParser(r.raw) })));
    });
  }
  const sinkCount = async (address: string) =>
    (await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content.sink_messages WHERE $1 = ANY(rcpt_to)', [address]))
      .rows[0].n;
  /** Waits until the mailer has nothing left to do, so a count taken after it is final. */
  const mailerIdle = () =>
    eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM content.mails WHERE status IN ('pending', 'sending')`,
      );
      if (rows[0].n) throw new Error(`${rows[0].n} mails still to send`);
    });

  describe('content blocks', () => {
    it('serves the welcome block by key without a token, Swedish by default and English when asked', async () => {
      const sv = await portal.http.get('/api/content/key/freight.page.loggedout').expect(200);
      expect(sv.headers['content-type']).toMatch(/^application\/json/);
      expect(sv.body).toMatchObject({ id: 1, language: 'sv', key: 'freight.page.loggedout', subject: 'Välkommen till Frakt' });
      expect(sv.body.content).toContain('Jämför transportörernas produkter och priser');
      const en = await portal.http.get('/api/content/key/freight.page.loggedout?language=en').expect(200);
      expect(en.body).toMatchObject({ id: 1, language: 'en', subject: 'Welcome to Frakt' });
      const byHeader = await portal.http
        .get('/api/content/key/freight.page.loggedout')
        .set('Accept-Language', 'en-GB,en;q=0.9')
        .expect(200);
      expect(byHeader.body.subject).toBe('Welcome to Frakt');
      expect((await portal.http.get('/api/content/1?language=en').expect(200)).body.subject).toBe('Welcome to Frakt');
    });

    it('has the seven info pages in both languages and an empty site warning', async () => {
      for (const page of ['about', 'guide', 'faq', 'news', 'carriers', 'packaging', 'insurance']) {
        const sv = (await portal.http.get(`/api/content/key/freight.info.${page}?language=sv`).expect(200)).body;
        const en = (await portal.http.get(`/api/content/key/freight.info.${page}?language=en`).expect(200)).body;
        expect([sv.language, en.language]).toEqual(['sv', 'en']);
        expect(sv.content.length).toBeGreaterThan(40);
        expect(en.content).not.toBe(sv.content);
      }
      const site = (await portal.http.get('/api/content/key/freight.error.site').expect(200)).body;
      expect(site).toMatchObject({ key: 'freight.error.site', content: '' });
      const home = (await portal.http.get('/api/content/home?language=en').expect(200)).body;
      expect(home).toEqual([expect.objectContaining({ key: 'freight.page.home', language: 'en', subject: 'New shipment' })]);
    });

    it('answers 404 for an unknown id or key, and 400 for a language it does not have', async () => {
      expect((await portal.http.get('/api/content/999999').expect(404)).body).toEqual({
        statusCode: 404,
        code: 'CONTENT.NOT_FOUND',
        message: 'Resursen finns inte',
      });
      await portal.http.get('/api/content/key/freight.no.such').expect(404);
      await portal.http.get('/api/content/abc').expect(404);
      const bad = await portal.http.get('/api/content/1?language=de').expect(400);
      expect(bad.body.errors).toEqual([{ field: 'language', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
    });

    it('lets an admin create and edit blocks, sanitised on write; English falls back to Swedish until it exists', async () => {
      const dirty =
        '<h2 onclick="steal()">Driftstörning</h2><script>alert(1)</script><p>Läs <a href="javascript:alert(2)">här</a> eller <a href="https://frakt.se/drift">här</a>.</p><img src="https://frakt.se/x.png" onerror="alert(3)">';
      const created = await call('admin', 'post', '/content', {
        language: 'sv',
        subject: 'Drift',
        content: dirty,
        key: 'freight.test.drift',
      }).expect(201);
      expect(created.body.content).toBe(
        '<h2>Driftstörning</h2><p>Läs <a>här</a> eller <a href="https://frakt.se/drift">här</a>.</p><img src="https://frakt.se/x.png" />',
      );
      const id = created.body.id as number;
      expect(id).toBeGreaterThanOrEqual(1000);
      expect((await portal.http.get(`/api/content/${id}?language=en`).expect(200)).body).toMatchObject({
        id,
        language: 'sv',
        subject: 'Drift',
      });
      await call('admin', 'put', `/content/${id}`, {
        language: 'en',
        subject: 'Outage',
        content: '<p>Read <a href="https://frakt.se/drift" target="_blank">here</a></p>',
        key: 'freight.test.drift',
      }).expect(200);
      const en = (await portal.http.get('/api/content/key/freight.test.drift?language=en').expect(200)).body;
      expect(en).toMatchObject({
        id,
        language: 'en',
        content: '<p>Read <a href="https://frakt.se/drift" target="_blank" rel="noopener noreferrer">here</a></p>',
      });
      const list = await call('admin', 'get', '/content?range=[0,4]').expect(200);
      expect(list.headers['content-range']).toMatch(/^content 0-4\/\d+$/);
    });

    it('refuses writes to members (403) and the demo, and field errors name the problem', async () => {
      const member = await call('anna', 'post', '/content', { language: 'sv', subject: 'x', content: 'y' }).expect(403);
      expect(member.body.code).toBe('AUTH.FORBIDDEN');
      await call('demo', 'post', '/content', { language: 'sv', subject: 'x', content: 'y' }).expect(403);
      await call('anna', 'put', '/content/1', { language: 'sv', subject: 'x', content: 'y' }).expect(403);
      await call('anna', 'get', '/content').expect(403);
      const invalid = await call('admin', 'post', '/content', { language: 'de', subject: '', content: 'y', key: 'Bad Key' }, 'en').expect(
        400,
      );
      expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(['language', 'subject', 'key']);
      await call('admin', 'put', '/content/999999', { language: 'sv', subject: 'x', content: 'y' }).expect(404);
    });
  });

  describe('news', () => {
    const hour = 3600_000;
    let listed: number;
    let later: number;

    beforeAll(async () => {
      listed = (
        await call('admin', 'post', '/news', {
          header: 'Ny transportör: DHL Express',
          message: '<p>Nu kan du boka <b>DHL Express</b>.</p><script>x()</script>',
          sortNr: 1,
          linkUrl: 'https://frakt.se/dhl',
          linkText: 'Läs mer',
          linkTarget: '_blank',
        }).expect(201)
      ).body.id;
      later = (
        await call('admin', 'post', '/news', {
          header: 'Kommande prisändring',
          message: '<p>Från 1 januari.</p>',
          datePublish: new Date(Date.now() + 24 * hour).toISOString(),
        }).expect(201)
      ).body.id;
      await call('admin', 'post', '/news', {
        header: 'Gammal nyhet',
        message: '<p>Borttagen.</p>',
        datePublish: new Date(Date.now() - 48 * hour).toISOString(),
        dateRemove: new Date(Date.now() - hour).toISOString(),
      }).expect(201);
    });

    it('lists only published, not removed articles, with viewed, paged with Content-Range', async () => {
      const res = await call('anna', 'get', `/news/list/${ANNA.customerId}`).expect(200);
      expect(res.headers['content-range']).toBe('news 0-0/1');
      expect(res.body).toEqual([
        expect.objectContaining({
          id: listed,
          header: 'Ny transportör: DHL Express',
          message: '<p>Nu kan du boka <b>DHL Express</b>.</p>',
          linkUrl: 'https://frakt.se/dhl',
          linkTarget: '_blank',
          sortNr: 1,
          viewed: false,
          dateRemove: null,
        }),
      ]);
      await call('anna', 'get', `/news/${later}`).expect(404);
      expect((await call('admin', 'get', `/news/${later}`).expect(200)).body.header).toBe('Kommande prisändring');
      const all = await call('admin', 'get', '/news?range=[0,9]').expect(200);
      expect(all.headers['content-range']).toBe('news 0-2/3');
      expect(all.body.map((a: { header: string }) => a.header)).toEqual([
        'Gammal nyhet',
        'Kommande prisändring',
        'Ny transportör: DHL Express',
      ]);
      await call('anna', 'get', '/news').expect(403);
    });

    it('marks an article viewed for the customer, idempotently, and the unread count follows', async () => {
      expect((await call('anna', 'get', `/news/unread/${ANNA.customerId}`).expect(200)).body).toEqual({ unread: 1 });
      expect((await call('anna', 'get', `/news/viewed/${listed}/?custId=${ANNA.customerId}`).expect(200)).body).toEqual({
        id: listed,
        viewed: true,
        unread: 0,
      });
      expect((await call('anna', 'get', `/news/viewed/${listed}/?custId=${ANNA.customerId}`).expect(200)).body).toEqual({
        id: listed,
        viewed: true,
        unread: 0,
      });
      expect((await call('anna', 'get', `/news/${listed}`).expect(200)).body.viewed).toBe(true);
      expect((await call('anna', 'get', `/news/list/${ANNA.customerId}?filter={"viewed":false}`).expect(200)).body).toEqual([]);
      // Another customer's state is its own.
      expect((await call('bertil', 'get', `/news/unread/${BERTIL.customerId}`).expect(200)).body).toEqual({ unread: 1 });
      // An article published now is unread for everyone at once.
      await call('admin', 'put', `/news/${later}`, { datePublish: new Date(Date.now() - 1000).toISOString() }).expect(200);
      expect((await call('anna', 'get', `/news/unread/${ANNA.customerId}`).expect(200)).body).toEqual({ unread: 1 });
    });

    it('serves an article in English when it has English (?language= or Accept-Language), else in Swedish', async () => {
      const created = await call('admin', 'post', '/news?language=en', {
        header: 'Nya öppettider',
        message: '<p>Kundtjänst har öppet till 18.</p>',
        linkUrl: 'https://frakt.se/kontakt',
        linkText: 'Kontakta oss',
        sortNr: 2,
        en: {
          header: 'New opening hours',
          message: '<p onclick="x()">Customer service is open until 6 pm.</p><script>x()</script>',
          linkText: 'Contact us',
        },
      }).expect(201);
      const id = created.body.id as number;
      expect(created.body).toMatchObject({
        language: 'en',
        header: 'New opening hours',
        message: '<p>Customer service is open until 6 pm.</p>',
        linkText: 'Contact us',
      });
      expect((await call('anna', 'get', `/news/${id}`).expect(200)).body).toMatchObject({
        language: 'sv',
        header: 'Nya öppettider',
        message: '<p>Kundtjänst har öppet till 18.</p>',
        linkText: 'Kontakta oss',
        linkUrl: 'https://frakt.se/kontakt',
      });
      expect((await call('anna', 'get', `/news/${id}?language=en`).expect(200)).body).toMatchObject({
        language: 'en',
        header: 'New opening hours',
      });
      // The console's language travels as Accept-Language; the list answers in it, Swedish where an article has no English.
      const en = (await call('anna', 'get', `/news/list/${ANNA.customerId}`, undefined, 'en').expect(200)).body as {
        id: number;
        language: string;
        header: string;
      }[];
      expect(en.find((a) => a.id === id)).toMatchObject({ language: 'en', header: 'New opening hours' });
      expect(en.find((a) => a.id === listed)).toMatchObject({ language: 'sv', header: 'Ny transportör: DHL Express' });
      const sv = (await call('anna', 'get', `/news/list/${ANNA.customerId}`).expect(200)).body as { id: number; header: string }[];
      expect(sv.find((a) => a.id === id)?.header).toBe('Nya öppettider');
      await call('anna', 'get', `/news/list/${ANNA.customerId}?language=de`).expect(400);

      // An update may leave the English alone, replace it, or remove it (null): English then falls back to Swedish.
      await call('admin', 'put', `/news/${id}`, { sortNr: 3 }).expect(200);
      expect((await call('anna', 'get', `/news/${id}?language=en`).expect(200)).body).toMatchObject({
        header: 'New opening hours',
        sortNr: 3,
      });
      await call('admin', 'put', `/news/${id}`, { en: { header: 'Longer opening hours', message: '<p>Until 7 pm.</p>' } }).expect(200);
      expect((await call('anna', 'get', `/news/${id}?language=en`).expect(200)).body).toMatchObject({
        header: 'Longer opening hours',
        message: '<p>Until 7 pm.</p>',
        linkText: null,
        messageExtended: '',
      });
      const removed = await call('admin', 'put', `/news/${id}?language=en`, { en: null }).expect(200);
      expect(removed.body).toMatchObject({ language: 'sv', header: 'Nya öppettider' });

      // English without its header or message, or not an object, is refused field by field.
      const bad = await call('admin', 'post', '/news', { header: 'x', message: 'y', en: { header: 'Only a header' } }, 'en').expect(400);
      expect(bad.body.errors).toEqual([{ field: 'en.message', code: 'VALIDATION.REQUIRED', message: expect.any(String) }]);
      const notObject = await call('admin', 'put', `/news/${id}`, { en: 'English' }).expect(400);
      expect(notObject.body.errors.map((e: { field: string }) => e.field)).toEqual(['en']);
      await call('admin', 'delete', `/news/${id}`).expect(204);
    });

    it('keeps tenancy (another customer answers 404), refuses the demo and members writing', async () => {
      await call('anna', 'get', `/news/list/${BERTIL.customerId}`).expect(404);
      await call('anna', 'get', `/news/unread/${BERTIL.customerId}`).expect(404);
      await call('anna', 'get', `/news/viewed/${listed}/?custId=${BERTIL.customerId}`).expect(404);
      await call('admin', 'get', `/news/list/${BERTIL.customerId}`).expect(200);
      expect((await call('demo', 'get', '/news/list/999').expect(403)).body.code).toBe('AUTH.DEMO_FORBIDDEN');
      await call('anna', 'post', '/news', { header: 'x', message: 'y' }).expect(403);
      await call('anna', 'delete', `/news/${listed}`).expect(403);
      const bad = await call('admin', 'post', '/news', { header: '', message: 'y', linkUrl: 'javascript:alert(1)' }).expect(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['header', 'linkUrl']);
      for (const linkUrl of ['https://frakt.se@evil.example/', 'java\tscript:alert(1)', 'https:// frakt.se', 'http:/\\evil.example'])
        expect((await call('admin', 'post', '/news', { header: 'x', message: 'y', linkUrl }).expect(400)).body.errors).toEqual([
          { field: 'linkUrl', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' },
        ]);
    });
  });

  describe('POST /email/', () => {
    it("sends a member's HTML mail over SMTP from the member address, answering to the customer's own address: a text part and the sanitised HTML part, å ä ö intact", async () => {
      const body = {
        to: ['åsa.test@example.se'.replace('å', 'a')],
        cc: ['kopia@example.se'],
        bcc: ['dold@example.se'],
        subject: 'Hälsningar från Göteborg – åäö ÅÄÖ',
        content:
          '<p onclick="x()">Hej Åsa!</p><script>alert(1)</script><p>Läs <a href="javascript:alert(1)">detta</a> och <a href="https://frakt.se">Frakt</a>.</p>' +
          '<img src="https://spaarning.example/pixel.gif?u=1" width="1" height="1">',
      };
      const res = await call('anna', 'post', '/email/?formatType=html', body).expect(202);
      expect(res.body).toEqual({ id: expect.any(String), status: 'queued' });
      const [{ rcptTo, mail }] = await caughtFor('asa.test@example.se');
      expect(rcptTo.sort()).toEqual(['asa.test@example.se', 'dold@example.se', 'kopia@example.se']);
      expect(mail.subject).toBe('Hälsningar från Göteborg – åäö ÅÄÖ');
      expect(mail.from?.value).toEqual([{ address: 'noreply@frakt.se', name: 'Frakt' }]);
      expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((a) => a.address)).toEqual(['asa.test@example.se']);
      expect(mail.cc && !Array.isArray(mail.cc) && mail.cc.value.map((a) => a.address)).toEqual(['kopia@example.se']);
      expect(mail.bcc).toBeUndefined();
      expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['anna@annasblommor.example']);
      expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
      expect(mail.text).toContain('Hej Åsa!');
      expect(mail.text).toContain('Frakt [https://frakt.se]');
      // No remote picture: a tracking pixel does not survive.
      expect(mail.html).toBe('<p>Hej Åsa!</p><p>Läs <a>detta</a> och <a href="https://frakt.se">Frakt</a>.</p>');
      expect(mail.messageId).toMatch(/@mail\.frakt\.se>?$/);
      const { rows } = await portal.db.query('SELECT status, kind, customer_id, attempts FROM content.mails WHERE id = $1', [res.body.id]);
      expect(rows).toEqual([{ status: 'sent', kind: 'api', customer_id: ANNA.customerId, attempts: 1 }]);
    });

    it("refuses a member the services' sender types (403) and a Reply-To not the customer's own (400); an admin may use them", async () => {
      const mail = { to: ['spoof@example.se'], subject: 'Faktura', content: '<p>Betala här</p>' };
      for (const senderType of [2, 3, 4, 5]) {
        const res = await call('anna', 'post', `/email/?formatType=html&senderType=${senderType}`, mail).expect(403);
        expect(res.body).toEqual({
          statusCode: 403,
          code: 'MAIL.SENDER_NOT_ALLOWED',
          message:
            'Medlemmar skickar e-post från portalens medlemsadress (avsändartyp 1); övriga avsändare används bara av Frakts tjänster',
          errors: [
            {
              field: 'senderType',
              code: 'MAIL.SENDER_NOT_ALLOWED',
              message:
                'Medlemmar skickar e-post från portalens medlemsadress (avsändartyp 1); övriga avsändare används bara av Frakts tjänster',
            },
          ],
        });
      }
      const english = await call('anna', 'post', '/email/?senderType=4', mail, 'en').expect(403);
      expect(english.body.message).toBe(
        "Members send mail from the portal's member address (sender type 1); other senders are used by Frakt's services only",
      );
      const replyTo = await call('anna', 'post', '/email/', { ...mail, replyTo: ['ANNA@annasblommor.example', 'faktura@frakt.se'] }).expect(
        400,
      );
      expect(replyTo.body.errors).toEqual([
        { field: 'replyTo.1', code: 'MAIL.REPLY_TO_NOT_OWN', message: 'Svarsadressen kan bara vara kundens egen e-postadress' },
      ]);
      expect(await sinkCount('spoof@example.se')).toBe(0);
      const queued = await portal.db.query(`SELECT count(*)::int AS n FROM content.mails WHERE 'spoof@example.se' = ANY(recipients_to)`);
      expect(queued.rows[0].n).toBe(0);

      await call('admin', 'post', '/email/?formatType=html&senderType=2', {
        ...mail,
        to: ['kund@example.se'],
        replyTo: ['svar@example.se'],
      }).expect(202);
      const [{ mail: sent }] = await caughtFor('kund@example.se');
      expect(sent.from?.value).toEqual([{ address: 'kundtjanst@frakt.se', name: 'Frakt kundtjänst' }]);
      expect(sent.replyTo?.value.map((a) => a.address)).toEqual(['svar@example.se']);
    });

    it('sends a plain mail as one text part from the default sender', async () => {
      await call('anna', 'post', '/email/?formatType=plain', {
        to: ['plain@example.se'],
        subject: 'Enkel',
        content: 'Rad ett\nRad två <b>inte html</b>',
      }).expect(202);
      const [{ mail }] = await caughtFor('plain@example.se');
      expect(mail.from?.value[0].address).toBe('noreply@frakt.se');
      expect(mail.html).toBe(false);
      expect(mail.text?.trimEnd()).toBe('Rad ett\nRad två <b>inte html</b>');
    });

    it('answers 400 with a field error per bad address and for too many recipients, and sends nothing', async () => {
      const bad = await call('anna', 'post', '/email/?formatType=html', {
        to: ['ok@example.se', 'inte en adress'],
        cc: ['x@y'],
        subject: '',
        content: 'x',
      }).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FORM' });
      expect(bad.body.errors).toEqual([
        { field: 'to.1', code: 'VALIDATION.INVALID_EMAIL', message: 'Felaktig e-postadress' },
        { field: 'cc.0', code: 'VALIDATION.INVALID_EMAIL', message: 'Felaktig e-postadress' },
        { field: 'subject', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
      ]);
      const many = Array.from({ length: 51 }, (_, i) => `r${i}@example.se`);
      const tooMany = await call('anna', 'post', '/email/', { to: many, subject: 'x', content: 'y' }, 'en').expect(400);
      expect(tooMany.body.errors).toEqual([{ field: 'to', code: 'VALIDATION.MAX', message: 'More than 50' }]);
      await call('anna', 'post', '/email/?formatType=pdf', { to: ['a@example.se'], subject: 'x', content: 'y' }).expect(400);
      await call('anna', 'post', '/email/?senderType=x', { to: ['a@example.se'], subject: 'x', content: 'y' }).expect(400);
      expect(await sinkCount('r0@example.se')).toBe(0);
    });

    it('refuses the demo (403) and callers without a token (401)', async () => {
      expect((await call('demo', 'post', '/email/', { to: ['a@example.se'], subject: 'x', content: 'y' }).expect(403)).body.code).toBe(
        'AUTH.DEMO_FORBIDDEN',
      );
      await portal.http
        .post('/api/email/')
        .send({ to: ['a@example.se'], subject: 'x', content: 'y' })
        .expect(401);
      await call('demo', 'post', '/email/test', { to: 'a@example.se' }).expect(403);
      await call('demo', 'get', '/email/sink').expect(403);
    });

    it('limits each customer to 30 mails an hour (429 with Retry-After); other customers are not affected', async () => {
      const { rows } = await portal.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM content.mails WHERE customer_id = $1`, [
        BERTIL.customerId,
      ]);
      for (let i = rows[0].n; i < 30; i++)
        await call('bertil', 'post', '/email/', { to: [`flood${i}@example.se`], subject: 'x', content: 'y' }).expect(202);
      const limited = await call('bertil', 'post', '/email/', { to: ['flood-last@example.se'], subject: 'x', content: 'y' }).expect(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        code: 'MAIL.RATE_LIMITED',
        message: 'Du har skickat för många e-postmeddelanden. Försök igen om en stund.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      await call('anna', 'post', '/email/', { to: ['annas-egen@example.se'], subject: 'x', content: 'y' }).expect(202);
    });

    it("/email/test sends a test mail and /email/sink lists what the sink caught, only the caller's own", async () => {
      await call('anna', 'post', '/email/test', { to: 'test-anna@example.se' }, 'en').expect(202);
      const [{ mail }] = await caughtFor('test-anna@example.se');
      expect(mail.subject).toBe('Test message from Frakt');
      const sink = await call('anna', 'get', '/email/sink?range=[0,9]').expect(200);
      expect(sink.headers['content-range']).toMatch(/^sink 0-\d+\/\d+$/);
      expect(sink.body).toContainEqual(
        expect.objectContaining({ to: ['test-anna@example.se'], subject: 'Test message from Frakt', from: 'noreply@frakt.se' }),
      );
      expect(sink.body.some((m: { to: string[] }) => m.to.some((t) => t.startsWith('flood')))).toBe(false);
      const all = await call('admin', 'get', '/email/sink?range=[0,49]').expect(200);
      expect(all.body.some((m: { to: string[] }) => m.to.some((t) => t.startsWith('flood')))).toBe(true);
      await call('anna', 'post', '/email/test', { to: 'nej' }).expect(400);
    });
  });

  describe('notices from shipping events', () => {
    const party = (role: string, postcode: string, city: string, extra: object = {}) => ({
      role,
      address: { name: `${city} AB`, postcode, city, countrycode: 'SE' },
      ...extra,
    });
    const consignment = (email: string, notify: boolean, templateName = 'PN_PARCEL') => ({
      templateName,
      part: [
        party('consignor', '111 57', 'Stockholm'),
        { ...party('consignee', '41304', 'Göteborg'), communication: { email: { value: email, notify } } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
    });
    async function book(who: DemoAccount, body: object): Promise<{ orderNo: string; consignmentNo: string }> {
      const created = (await call(who, 'post', '/consignment/?temp=0', body).expect(200)).body.consignments[0];
      const order = (await call(who, 'post', '/order/', { consignmentId: created.consignmentId }).expect(200)).body;
      const booked = (await call(who, 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body;
      expect(booked.orders[0]).toMatchObject({ booked: true });
      return { orderNo: order.orderNo, consignmentNo: booked.orders[0].consignmentNo };
    }

    let annas: { orderNo: string; consignmentNo: string };

    it('sends the consignee a Swedish pre-notice once when booked with the notify flag, also when the event comes again', async () => {
      annas = await book('anna', consignment('mottagare.notis@example.se', true));
      const [{ mail }] = await caughtFor('mottagare.notis@example.se');
      expect(mail.subject).toBe(`Försändelse till dig från Stockholm AB – ${annas.consignmentNo}`);
      expect(mail.text).toContain(
        `Stockholm AB har bokat en försändelse till dig med PostNord. Försändelsenumret är ${annas.consignmentNo}.`,
      );
      expect(mail.html).toContain('<p>Hej Göteborg AB!</p>');
      // The public tracking page (issue 28), on the portal's own address.
      expect(mail.text).toMatch(new RegExp(`Följ försändelsen här: https?://[^ ]+/spara/${annas.consignmentNo}`));

      // The same OrderBooked delivered again, as a relay or a broker may: the inbox and the job's cause keep it to one mail.
      const { rows } = await portal.db.query<{
        event_id: string;
        topic: string;
        aggregate_id: string;
        payload: Buffer;
        headers: Record<string, string>;
      }>(
        `SELECT event_id, topic, aggregate_id, payload, headers FROM shipping.outbox WHERE event_type = 'OrderBooked' AND aggregate_id = $1`,
        [annas.orderNo],
      );
      const transport = portal.running.app.get<EventTransport>(EVENT_TRANSPORT);
      await transport.publish([{ topic: rows[0].topic, key: rows[0].aggregate_id, value: rows[0].payload, headers: rows[0].headers }]);
      await transport.publish([{ topic: rows[0].topic, key: rows[0].aggregate_id, value: rows[0].payload, headers: rows[0].headers }]);
      await mailerIdle();
      expect(await sinkCount('mottagare.notis@example.se')).toBe(1);
      const jobs = await portal.db.query(
        `SELECT count(*)::int AS n FROM content.mails WHERE kind = 'pre-notice' AND $1 = ANY(recipients_to)`,
        ['mottagare.notis@example.se'],
      );
      expect(jobs.rows[0].n).toBe(1);
    });

    it('sends no pre-notice without the notify flag, nor to an address that fails the e-mail check', async () => {
      await book('anna', consignment('utan.flagga@example.se', false));
      await book('anna', consignment('trasig@adress', true));
      await mailerIdle();
      expect(await sinkCount('utan.flagga@example.se')).toBe(0);
      expect(await sinkCount('trasig@adress')).toBe(0);
    });

    it('sends picked-up and delivered notices once each to the opted-in consignee', async () => {
      const secret = Object.fromEntries(DEV_CARRIER_WEBHOOK_SECRETS.split(',').map((e) => e.split('=')))['4'];
      const post = (status: string, at: string) => {
        const raw = JSON.stringify({
          carrier_code: 4,
          consignment_no: annas.consignmentNo,
          status,
          occurred_at: at,
          location: 'Göteborg',
          description: status,
          event_id: randomUUID(),
        });
        return portal.http
          .post('/api/carrier/4/status')
          .set('Content-Type', 'application/json')
          .set('X-Signature', signWebhookBody(secret, raw))
          .send(raw)
          .expect(202);
      };
      await post('PICKUP', '2026-11-25T08:00:00Z');
      await post('PICKUP', '2026-11-25T08:05:00Z');
      await post('DELIVERED', '2026-11-25T15:00:00Z');
      const mails = await caughtFor('mottagare.notis@example.se', 3);
      await mailerIdle();
      expect(await sinkCount('mottagare.notis@example.se')).toBe(3);
      // Due mails go out side by side, so the order they arrive in is not promised.
      expect(mails.map((m) => m.mail.subject).sort()).toEqual([
        `Din försändelse ${annas.consignmentNo} har hämtats`,
        `Din försändelse ${annas.consignmentNo} har levererats`,
        `Försändelse till dig från Stockholm AB – ${annas.consignmentNo}`,
      ]);
    });

    it("delivers a message to the carrier about the member's own booked consignment; others' answer 404", async () => {
      const res = await call('anna', 'post', '/email/carrier-message', {
        consignmentNo: annas.consignmentNo,
        message: 'Kan ni ringa mottagaren före leverans?\nTack!',
        consentToCosts: true,
        replyTo: 'anna@blommor.se',
      }).expect(202);
      const [{ mail }] = await caughtFor('kundtjanst@postnord.example');
      expect(mail.subject).toBe(`Meddelande om försändelse ${annas.consignmentNo}`);
      expect(mail.text).toContain('Kan ni ringa mottagaren före leverans?');
      expect(mail.replyTo?.value[0].address).toBe('anna@blommor.se');
      const stored = await portal.db.query('SELECT customer_id, consignment_no, carrier_code, mail_id FROM content.carrier_messages');
      expect(stored.rows).toEqual([
        { customer_id: ANNA.customerId, consignment_no: annas.consignmentNo, carrier_code: 4, mail_id: res.body.id },
      ]);

      const foreign = await call('bertil', 'post', '/email/carrier-message', {
        consignmentNo: annas.consignmentNo,
        message: 'x',
        consentToCosts: true,
      }).expect(404);
      expect(foreign.body.code).toBe('MAIL.CONSIGNMENT_NOT_FOUND');
      const noConsent = await call('anna', 'post', '/email/carrier-message', { consignmentNo: annas.consignmentNo, message: 'x' }).expect(
        400,
      );
      expect(noConsent.body.errors).toEqual([
        { field: 'consentToCosts', code: 'MAIL.CONSENT_REQUIRED', message: 'Du måste godkänna kostnaden enligt prislistan' },
      ]);
      const empty = await call('anna', 'post', '/email/carrier-message', {}, 'en').expect(400);
      expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(['consignmentNo', 'message', 'consentToCosts']);

      // A carrier without an address: the spec's failure text.
      await portal.db.query('DELETE FROM content.carrier_mailboxes WHERE carrier_code = 4');
      const failed = await call('anna', 'post', '/email/carrier-message', {
        consignmentNo: annas.consignmentNo,
        message: 'x',
        consentToCosts: true,
      }).expect(422);
      expect(failed.body).toEqual({
        statusCode: 422,
        code: 'ERROR.CARRIER_MESSAGE_FAILED',
        message: 'Misslyckades med att skicka meddelande. Kontakta kundtjänst.',
      });
      await call('demo', 'post', '/email/carrier-message', {
        consignmentNo: annas.consignmentNo,
        message: 'x',
        consentToCosts: true,
      }).expect(403);

      // An admin sets where a carrier's messages go; members may not.
      await call('anna', 'put', '/email/carrier-mailboxes/4', { email: 'x@example.se' }).expect(403);
      await call('admin', 'put', '/email/carrier-mailboxes/4', { email: 'meddelanden@postnord.example' }).expect(200);
      await call('admin', 'put', '/email/carrier-mailboxes/999', { email: 'x@example.se' }).expect(404);
      await call('admin', 'put', '/email/carrier-mailboxes/4', { email: 'nej' }).expect(400);
      expect((await call('admin', 'get', '/email/carrier-mailboxes').expect(200)).body).toContainEqual({
        carrierCode: 4,
        carrierName: 'PostNord',
        email: 'meddelanden@postnord.example',
      });
      await call('anna', 'post', '/email/carrier-message', {
        consignmentNo: annas.consignmentNo,
        message: 'Igen',
        consentToCosts: true,
      }).expect(202);
      await caughtFor('meddelanden@postnord.example');
    });
  });

  describe('newsletter', () => {
    it('subscribes with a double opt-in: pending until the signed link in the mail is opened', async () => {
      expect(
        (
          await call('anna', 'post', '/email/newsletter', { carrierCode: 4, email: 'nyhetsbrev@example.se' })
            .set('Host', 'evil.example')
            .expect(202)
        ).body,
      ).toEqual({
        carrierCode: 4,
        carrierName: 'PostNord',
        email: 'nyhetsbrev@example.se',
        status: 'pending',
      });
      const [{ mail }] = await caughtFor('nyhetsbrev@example.se');
      expect(mail.subject).toBe('Bekräfta prenumerationen på PostNords nyhetsbrev');
      // The link names the configured PUBLIC_URL (here its default), not the Host of the request.
      const link = /http:\/\/localhost:0\/api\/email\/newsletter\/confirm\?token=[^\s\]"]+/.exec(mail.text ?? '')?.[0];
      expect(link).toBeDefined();
      const path = new URL(link!).pathname + new URL(link!).search;
      const tampered = path.replace(/token=(\d+)/, (_, id) => `token=${Number(id) + 1}`);
      await portal.http.get(tampered).expect(400);
      const confirmed = await portal.http.get(path).expect(200);
      expect(confirmed.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(confirmed.text).toContain('Tack! Din prenumeration på nyhetsbrevet är bekräftad.');
      await portal.http.get(path).expect(200);
      expect((await call('anna', 'get', '/email/newsletter').expect(200)).body).toEqual([
        { carrierCode: 4, carrierName: 'PostNord', email: 'nyhetsbrev@example.se', status: 'active' },
      ]);
      await call('anna', 'delete', '/email/newsletter/4').expect(204);
      expect((await call('anna', 'get', '/email/newsletter').expect(200)).body[0].status).toBe('unsubscribed');
      expect((await call('bertil', 'get', '/email/newsletter').expect(200)).body).toEqual([]);
      await call('anna', 'post', '/email/newsletter', { carrierCode: 71, email: 'x@example.se' }).expect(400);
    });
  });

  describe('MailRequested from another service', () => {
    const publishRequest = async (eventId: string, data: Parameters<typeof encodeEvent<'MailRequested'>>[1]) => {
      const transport = portal.running.app.get<EventTransport>(EVENT_TRANSPORT);
      const headers = envelopeToHeaders({
        eventId,
        eventType: 'MailRequested',
        aggregateId: 'complaint-42',
        occurredAt: new Date().toISOString(),
        correlationId: eventId,
        causationId: '',
        schemaVersion: 1,
        producer: 'claims',
        contentType: 'application/x-protobuf',
      });
      await transport.publish([
        { topic: 'freight.mail.v1', key: 'complaint-42', value: Buffer.from(encodeEvent('MailRequested', data)), headers },
      ]);
    };

    it('sends the requested mail once per event id, and records a request with bad addresses as failed without sending', async () => {
      const eventId = randomUUID();
      const data = {
        customerId: String(ANNA.customerId),
        to: ['reklamation.kund@example.se'],
        subject: 'Reklamation mottagen – ärende 42',
        text: 'Vi har tagit emot din reklamation.',
        html: '<p>Vi har tagit emot din <b>reklamation</b>.</p>',
        senderType: 3,
        language: 'sv',
        kind: 'complaint-filed',
      };
      await publishRequest(eventId, data);
      await publishRequest(eventId, data);
      const [{ mail }] = await caughtFor('reklamation.kund@example.se');
      await mailerIdle();
      expect(await sinkCount('reklamation.kund@example.se')).toBe(1);
      expect(mail.from?.value[0].address).toBe('reklamation@frakt.se');
      expect(mail.text?.trimEnd()).toBe('Vi har tagit emot din reklamation.');
      expect(mail.html).toBe('<p>Vi har tagit emot din <b>reklamation</b>.</p>');

      const bad = randomUUID();
      await publishRequest(bad, { ...data, to: ['inte-en-adress'] });
      const row = await eventually(async () => {
        const { rows } = await portal.db.query('SELECT status, last_error, kind FROM content.mails WHERE cause = $1', [`event:${bad}`]);
        if (!rows.length) throw new Error('not yet');
        return rows[0];
      });
      expect(row).toEqual({ status: 'failed', last_error: 'refused: to.0 VALIDATION.INVALID_EMAIL', kind: 'complaint-filed' });
    });

    it('sends the files a request carries as attachments; refuses a mail whose files break the limits, and sends nothing', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
      const csv = Buffer.from('rad;belopp\nFrakt;125,00\n', 'utf8');
      const data = {
        customerId: String(ANNA.customerId),
        to: ['faktura.bilaga@example.se'],
        subject: 'Faktura 100042 från Frakt',
        text: 'Fakturan finns som bilaga.',
        senderType: 4,
        language: 'sv',
        kind: 'bill-issued',
        attachments: [
          { filename: 'Faktura 100042 – Åsa.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'rader.csv', contentType: 'text/csv', content: csv },
        ],
      };
      const eventId = randomUUID();
      await publishRequest(eventId, data);
      await publishRequest(eventId, data);
      const [{ mail }] = await caughtFor('faktura.bilaga@example.se');
      await mailerIdle();
      expect(await sinkCount('faktura.bilaga@example.se')).toBe(1);
      expect(mail.text?.trimEnd()).toBe('Fakturan finns som bilaga.');
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['Faktura 100042 – Åsa.pdf', 'application/pdf'],
        ['rader.csv', 'text/csv'],
      ]);
      expect(mail.attachments[0].content.equals(pdf)).toBe(true);
      expect(mail.attachments[1].content.equals(csv)).toBe(true);

      const refusedFor = async (attachments: typeof data.attachments) => {
        const id = randomUUID();
        await publishRequest(id, { ...data, to: ['faktura.nekad@example.se'], attachments });
        return eventually(async () => {
          const { rows } = await portal.db.query<{ status: string; last_error: string; files: number }>(
            `SELECT status, last_error, (SELECT count(*)::int FROM content.mail_attachments a WHERE a.mail_id = m.id) AS files
               FROM content.mails m WHERE cause = $1`,
            [`event:${id}`],
          );
          if (!rows.length) throw new Error('not yet');
          return rows[0];
        });
      };
      // A PNG that is a PDF, a name with a path, more than 512 KiB in all, a type not allowed.
      expect(await refusedFor([{ filename: 'bild.png', contentType: 'image/png', content: pdf }])).toEqual({
        status: 'failed',
        last_error: 'refused: attachments.0 content',
        files: 0,
      });
      expect((await refusedFor([{ filename: '../faktura.pdf', contentType: 'application/pdf', content: pdf }])).last_error).toBe(
        'refused: attachments.0 filename',
      );
      const big = Buffer.concat([pdf, Buffer.alloc(512 * 1024)]);
      expect((await refusedFor([{ filename: 'stor.pdf', contentType: 'application/pdf', content: big }])).last_error).toBe(
        'refused: attachments: more than 524288 bytes',
      );
      expect(
        (await refusedFor([{ filename: 'program.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ') }])).last_error,
      ).toBe('refused: attachments.0 content type');
      await mailerIdle();
      expect(await sinkCount('faktura.nekad@example.se')).toBe(0);
    });
  });
});

/** The mailer against a real SMTP relay (SMTP_URL) that refuses the first attempts with 451 and then accepts. */
describe('Embedded portal: the mailer retries a refusing SMTP server', () => {
  let portal: TestPortal;
  let server: SMTPServer;
  let attempts = 0;
  const received: Buffer[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          attempts++;
          if (attempts <= 2) return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
          if (Buffer.concat(chunks).includes('Subject: Studsar'))
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    portal = await startTestPortal({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '50' });
  });

  afterAll(async () => {
    await portal?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('sends after two refusals, once, and records the attempts; the sink is not in use', async () => {
    const tokens = await signInDemoAccounts(portal);
    const res = await apiCall(portal, tokens.anna, 'post', '/email/', {
      to: ['envis@example.se'],
      subject: 'Försök igen',
      content: 'Tredje gången gillt',
    }).expect(202);
    const row = await eventually(async () => {
      const { rows } = await portal.db.query('SELECT status, attempts, last_error FROM content.mails WHERE id = $1', [res.body.id]);
      if (rows[0].status !== 'sent') throw new Error(`still ${rows[0].status}`);
      return rows[0];
    });
    expect(row).toEqual({ status: 'sent', attempts: 3, last_error: null });
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]);
    expect(mail.subject).toBe('Försök igen');
    expect(mail.text?.trimEnd()).toBe('Tredje gången gillt');
    expect(attempts).toBe(3);
    await apiCall(portal, tokens.anna, 'get', '/email/sink').expect(404);
  });

  it('marks each mail of a pass as it went: the accepted sent, the one refused for good failed, none left sending', async () => {
    const tokens = await signInDemoAccounts(portal);
    const subjects = ['Första', 'Studsar', 'Tredje'];
    const ids = await Promise.all(
      subjects.map(
        async (subject) =>
          (await apiCall(portal, tokens.anna, 'post', '/email/', { to: ['mottagare@example.se'], subject, content: subject }).expect(202))
            .body.id as string,
      ),
    );
    const rows = await eventually(async () => {
      const { rows } = await portal.db.query<{ id: string; status: string; attempts: number; last_error: string | null }>(
        'SELECT id, status, attempts, last_error FROM content.mails WHERE id = ANY($1) ORDER BY id',
        [ids],
      );
      if (rows.some((r) => r.status === 'pending' || r.status === 'sending')) throw new Error('still on the way');
      return rows;
    });
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    expect(ids.map((id) => byId.get(String(id)))).toEqual([
      { id: expect.anything(), status: 'sent', attempts: 1, last_error: null },
      { id: expect.anything(), status: 'failed', attempts: 1, last_error: 'EMESSAGE 550' },
      { id: expect.anything(), status: 'sent', attempts: 1, last_error: null },
    ]);
  });

  it('offers a member no test mail once mail goes out for real (404 in Swedish); an admin still sends one', async () => {
    const tokens = await signInDemoAccounts(portal);
    const refused = await apiCall(portal, tokens.anna, 'post', '/email/test', { to: 'vemsomhelst@example.se' }).expect(404);
    expect(refused.body.code).toBe('MAIL.TEST_ONLY_IN_DEVELOPMENT');
    expect(refused.body.message).toBe('Testmeddelanden kan bara skickas i utvecklingsmiljön');
    const before = received.length;
    const sent = await apiCall(portal, tokens.admin, 'post', '/email/test', { to: 'drift@example.se' }).expect(202);
    await eventually(async () => {
      const { rows } = await portal.db.query('SELECT status FROM content.mails WHERE id = $1', [sent.body.id]);
      if (rows[0].status !== 'sent') throw new Error(`still ${rows[0].status}`);
    });
    expect(received.length).toBe(before + 1);
  });
});
