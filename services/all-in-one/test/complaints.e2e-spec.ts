import { randomUUID } from 'node:crypto';
import { Clock, DailyReminders } from '@freight/claims';
import { decodeEvent } from '@freight/contracts';
import { signWebhookBody } from '@freight/shipping';
import { ANNA, BERTIL, eventually } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import { apiCall, DemoAccount, DEMO_CUSTOMERS, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * Complaints and insurance claims through /api on the embedded portal (issue 17): claims' own copy of booked
 * orders from shipping's events, the complaint calls of spec section 7 with their tenancy, reminders on a moved
 * clock, attachments checked by their bytes and streamed back, and insurance claims with payout accounts and
 * the window counted from a DELIVERED carrier status.
 */
describe('Embedded portal: complaints and insurance claims through /api', () => {
  const MB = 1024 * 1024;
  // Every byte value, so a download that passed the bytes through text would show.
  const PDF = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 256)),
    Buffer.from('\n%%EOF\n'),
  ]);
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);

  let portal: TestPortal;
  let db: Client;
  let tokens: Record<DemoAccount, string>;
  let clock: Clock;
  let now = new Date();

  beforeAll(async () => {
    portal = await startTestPortal();
    db = portal.db;
    tokens = await signInDemoAccounts(portal);
    clock = portal.running.app.get(Clock, { strict: false });
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await portal?.close();
  });

  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens[who], method, path, body, language);
  // form-data cuts `filename` to its last path part; `filepath` is sent as given, so a hostile name reaches the server.
  const upload = (who: DemoAccount, path: string, bytes: Buffer, filename: string, contentType = 'application/octet-stream') =>
    portal.http
      .post(`/api${path}`)
      .auth(tokens[who], { type: 'bearer' })
      .attach('file', bytes, { filename, filepath: filename, contentType } as { filename: string; contentType: string });
  const download = (who: DemoAccount, path: string, filePath: string) =>
    portal.http
      .get(`/api${path}`)
      .query({ filePath })
      .auth(tokens[who], { type: 'bearer' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [
      { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
      { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
    ],
    goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
  };

  /** Books an order through shipping's API and waits for claims' copy of it (OrderBooked through the outbox and inbox). */
  async function bookedOrder(
    who: DemoAccount = 'anna',
    insured = false,
  ): Promise<{ orderNo: string; consignmentNo: string; supplierId: number }> {
    const consignment = await call(who, 'post', '/consignment/?temp=0', CONSIGNMENT).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId;
    const order = await call(
      who,
      'post',
      '/order/',
      insured ? { consignmentId, insured: true, goodsValue: 25000 } : { consignmentId },
    ).expect(200);
    const booked = await call(who, 'put', '/order/book/', { orderNos: [order.body.orderNo] }).expect(200);
    expect(booked.body.booked).toBe(1);
    const consignmentNo = booked.body.orders[0].consignmentNo as string;
    const copy = await eventually(async () => {
      const { rows } = await db.query(
        'SELECT customer_id, consignment_no, supplier_id, insured, goods_value_ore FROM claims.booked_orders WHERE order_no = $1',
        [order.body.orderNo],
      );
      if (!rows.length) throw new Error('claims has no copy of the booked order yet');
      return rows[0];
    });
    expect(copy).toMatchObject({
      customer_id: DEMO_CUSTOMERS[who],
      consignment_no: consignmentNo,
      insured,
      goods_value_ore: insured ? '2500000' : '0',
    });
    return { orderNo: order.body.orderNo, consignmentNo, supplierId: copy.supplier_id };
  }

  const outbox = async (type: string, aggregateId: number | string) =>
    (
      await db.query<{ payload: Buffer }>('SELECT payload FROM claims.outbox WHERE event_type = $1 AND aggregate_id = $2 ORDER BY id', [
        type,
        String(aggregateId),
      ])
    ).rows.map((r) => r.payload);

  /** The mails the embedded SMTP sink caught for `address` whose subject contains `subject`, parsed as a mail client would. */
  const caughtMail = (address: string, subject: string) =>
    eventually(async () => {
      const { rows } = await db.query<{ raw: Buffer }>('SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id', [
        address,
      ]);
      const mails = (await Promise.all(rows.map((r) => simpleParser(r.raw)))).filter((m) => m.subject?.includes(subject));
      if (!mails.length) throw new Error(`no mail to ${address} about ${subject} yet`);
      return mails;
    });

  async function fileComplaint(who: DemoAccount = 'anna', extra: object = {}) {
    const order = await bookedOrder(who);
    const res = await call(who, 'post', '/complaint/', {
      identifier: order.consignmentNo,
      description: 'Kartongen kom fram krossad.',
      complaintClaim: '450 kr',
      ...extra,
    }).expect(201);
    return { ...order, complaint: res.body };
  }

  describe('filing', () => {
    it("files a complaint about a booked consignment of the member, with the carrier from claims' copy of the order, and sends it by events", async () => {
      const { consignmentNo, orderNo, supplierId, complaint } = await fileComplaint();
      expect(complaint).toMatchObject({
        custId: ANNA.customerId,
        identifier: consignmentNo,
        orderNo,
        supplierId,
        sentReceiverId: supplierId,
        description: 'Kartongen kom fram krossad.',
        complaintClaim: '450 kr',
        archived: false,
        processed: false,
        reminders: [],
        attachments: [],
      });
      expect(complaint.sentDate).toBe(now.toISOString());
      expect(complaint).not.toHaveProperty('internalComment');
      expect(complaint).not.toHaveProperty('markAdminList');
      const [filed] = (await outbox('ComplaintFiled', complaint.id)).map((p) => decodeEvent('ComplaintFiled', p));
      expect(filed).toMatchObject({
        complaintId: String(complaint.id),
        customerId: String(ANNA.customerId),
        supplierId,
        consignmentNo,
        orderNo,
        description: 'Kartongen kom fram krossad.',
      });
      const [mail] = (await outbox('MailRequested', `complaint-${complaint.id}`)).map((p) => decodeEvent('MailRequested', p));
      expect(mail).toMatchObject({
        to: [`reklamation.${supplierId}@carriers.frakt.test`],
        kind: 'complaint-filed',
        language: 'sv',
        senderType: 3,
      });
      expect(mail.text).toContain(consignmentNo);
      // The content service's mailer took the request and sent it over SMTP to the embedded sink.
      const [sent] = await caughtMail(`reklamation.${supplierId}@carriers.frakt.test`, `Reklamation ${complaint.id}:`);
      expect(sent.subject).toBe(`Reklamation ${complaint.id}: försändelse ${consignmentNo}`);
      expect(sent.text).toContain('Kartongen kom fram krossad.');
    });

    it('keeps a draft unsent until PUT sends it, then lists its attachments in the event', async () => {
      const order = await bookedOrder();
      const draft = (
        await call('anna', 'post', '/complaint/', {
          identifier: order.consignmentNo,
          description: 'Saknas ett kolli.',
          send: false,
        }).expect(201)
      ).body;
      expect(draft.sentDate).toBeNull();
      expect(draft.nextReminderAt).toBeNull();
      expect(await outbox('ComplaintFiled', draft.id)).toHaveLength(0);
      const file = (await upload('anna', `/complaint/file/upload/${draft.id}`, PDF, 'följesedel.pdf').expect(201)).body;
      const sent = (await call('anna', 'put', '/complaint/', { ...draft, description: 'Saknas ett kolli av två.', send: true }).expect(200))
        .body;
      expect(sent).toMatchObject({ description: 'Saknas ett kolli av två.', sentReceiverId: order.supplierId, attachedFileUrl: file.id });
      const [filed] = (await outbox('ComplaintFiled', draft.id)).map((p) => decodeEvent('ComplaintFiled', p));
      expect(filed.attachments).toEqual([
        { id: file.id, fileName: 'följesedel.pdf', contentType: 'application/pdf', sizeBytes: String(PDF.length) },
      ]);
      const changed = await call('anna', 'put', '/complaint/', { id: draft.id, description: 'Något annat.' }).expect(409);
      expect(changed.body).toEqual({
        statusCode: 409,
        code: 'COMPLAINT.ALREADY_SENT',
        message: 'Reklamationen är redan skickad; beskrivning och krav kan inte ändras',
      });
    });

    it("takes the spec's Complaint entity on create as PUT does: the member's fields apply, the server's own are ignored", async () => {
      const order = await bookedOrder();
      const created = (
        await call('anna', 'post', '/complaint/', {
          identifier: order.consignmentNo,
          description: 'Fel leveransadress.',
          send: false,
          markMemberList: true,
          supplierId: order.supplierId + 1000,
          supplier: 'Någon annan',
          custId: BERTIL.customerId,
          orderNo: 'X-1',
          createdBy: 1,
          createdDate: '2020-01-01T00:00:00.000Z',
          sentDate: '2020-01-01T00:00:00.000Z',
          sentReceiverId: 1,
          attachedFileUrl: 'x',
          replyToMember: 'Inget svar',
          repliedAt: null,
          internalComment: 'intern',
          markAdminList: true,
          processed: true,
          reminders: [],
          reminderCount: 3,
          nextReminderAt: null,
          attachments: [],
          attachmentsCount: 0,
          attachmentsTotalBytes: 0,
        }).expect(201)
      ).body;
      expect(created).toMatchObject({
        custId: ANNA.customerId,
        orderNo: order.orderNo,
        supplierId: order.supplierId,
        sentDate: null,
        replyToMember: '',
        processed: false,
        reminderCount: 0,
        markMemberList: true,
        archived: false,
      });
      const asAdmin = (await call('admin', 'get', `/complaint/${created.id}`).expect(200)).body;
      expect(asAdmin).toMatchObject({ internalComment: '', markAdminList: false });
      const unknown = await call('anna', 'post', '/complaint/', { identifier: order.consignmentNo, description: 'x', color: 'röd' });
      expect(unknown.status).toBe(400);
    });

    it('checks a file before the complaint or claim exists, so a refused file leaves no record and nothing stored', async () => {
      const records = async () =>
        (
          await db.query<{ complaints: number; claims: number; attachments: number }>(
            `SELECT (SELECT count(*)::int FROM claims.complaints WHERE customer_id = $1) AS complaints,
                    (SELECT count(*)::int FROM claims.insurance_claims WHERE customer_id = $1) AS claims,
                    (SELECT count(*)::int FROM claims.attachments) AS attachments`,
            [ANNA.customerId],
          )
        ).rows[0];
      const before = await records();
      for (const owner of ['complaint', 'claim']) {
        const taken = (await upload('anna', `/${owner}/file/check`, PDF, 'följesedel.pdf.bat').expect(200)).body;
        expect(taken).toEqual({ fileName: 'följesedel.pdf', contentType: 'application/pdf', size: PDF.length });
        const program = await upload(
          'anna',
          `/${owner}/file/check`,
          Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4000)]),
          'a.pdf',
        );
        expect([owner, program.status]).toEqual([owner, 400]);
        expect(program.body.errors).toEqual([{ field: 'file', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
        const big = await upload('anna', `/${owner}/file/check`, Buffer.concat([PDF, Buffer.alloc(11 * MB - PDF.length)]), 'stor.pdf');
        expect([owner, big.status]).toEqual([owner, 413]);
        await upload('anna', `/${owner}/file/check`, PNG, '../x.png').expect(400);
        expect((await upload('demo', `/${owner}/file/check`, PNG, 'x.png')).status).toBe(403);
      }
      expect(await records()).toEqual(before);
    });

    it("refuses a consignment number that is not one of the member's booked ones, with the field named", async () => {
      const annas = await bookedOrder('anna');
      for (const identifier of [annas.consignmentNo, 'NO-SUCH-NUMBER']) {
        const res = await call('bertil', 'post', '/complaint/', { identifier, description: 'x' }).expect(404);
        expect(res.body).toMatchObject({
          code: 'COMPLAINT.CONSIGNMENT_NOT_FOUND',
          message: 'Det finns ingen bokad försändelse med det numret',
          errors: [{ field: 'identifier' }],
        });
      }
      const invalid = await call('anna', 'post', '/complaint/', { identifier: '', description: '' }, 'en').expect(400);
      expect(invalid.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'identifier', code: 'VALIDATION.REQUIRED', message: 'Mandatory field' },
          { field: 'description', code: 'VALIDATION.REQUIRED', message: 'Mandatory field' },
        ]),
      );
    });
  });

  describe('mails to carriers', () => {
    it('sends at most 20 complaints a customer an hour to the carriers: the next answers 429 in Swedish or English, a draft is still kept', async () => {
      const order = await bookedOrder();
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM claims.complaints WHERE customer_id = $1 AND sent_date > $2::timestamptz - interval '1 hour'`,
        [ANNA.customerId, now],
      );
      for (let i = rows[0].n; i < 20; i++)
        await call('anna', 'post', '/complaint/', { identifier: order.consignmentNo, description: `Skada ${i}` }).expect(201);
      const mailRequests = async () =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM claims.outbox WHERE event_type = 'MailRequested'`)).rows[0].n;
      const mailsBefore = await mailRequests();
      const limited = await call('anna', 'post', '/complaint/', { identifier: order.consignmentNo, description: 'En till' }).expect(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        code: 'COMPLAINT.RATE_LIMITED',
        message: 'Högst 20 reklamationer i timmen kan skickas till transportörerna. Försök igen senare; utkast kan sparas under tiden.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const english = await call('anna', 'post', '/complaint/', { identifier: order.consignmentNo, description: 'One more' }, 'en').expect(
        429,
      );
      expect(english.body.message).toBe(
        'At most 20 complaints an hour can be sent to the carriers. Try again later; drafts can be saved meanwhile.',
      );
      const draft = (
        await call('anna', 'post', '/complaint/', { identifier: order.consignmentNo, description: 'Utkast', send: false }).expect(201)
      ).body;
      await call('anna', 'put', '/complaint/', { id: draft.id, send: true }).expect(429);
      expect(await mailRequests()).toBe(mailsBefore);

      // An hour on, the draft goes.
      advance(3600_000 + 1000);
      await call('anna', 'put', '/complaint/', { id: draft.id, send: true }).expect(200);
      expect(await outbox('MailRequested', `complaint-${draft.id}`)).toHaveLength(1);
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another customer's complaint on every call, and 403 to the demo", async () => {
      const { complaint } = await fileComplaint();
      const file = (await upload('anna', `/complaint/file/upload/${complaint.id}`, PNG, 'bild.png').expect(201)).body;
      const foreign: Array<[HttpMethod, string, unknown?]> = [
        ['get', `/complaint/${complaint.id}`],
        ['put', '/complaint/', { id: complaint.id, comment: 'x' }],
        ['delete', `/complaint/${complaint.id}`],
        ['get', `/complaint/reminder/${complaint.id}`],
        ['put', '/complaint/bulk/mark/?checked=1', [complaint.id]],
        ['put', '/complaint/bulk/archive/?archived=1', [complaint.id]],
        ['get', `/complaint/customer/${ANNA.customerId}`],
        ['get', `/complaint/file/download/?filePath=${file.id}`],
      ];
      for (const [method, path, body] of foreign) {
        const res = await call('bertil', method, path, body);
        expect([path, res.status]).toEqual([path, 404]);
        const demo = await call('demo', method, path, body);
        expect([path, demo.status]).toEqual([path, 403]);
      }
      await upload('bertil', `/complaint/file/upload/${complaint.id}`, PNG, 'bild.png').expect(404);
      await upload('demo', `/complaint/file/upload/${complaint.id}`, PNG, 'bild.png').expect(403);
      // Nothing changed for anna.
      const mine = (await call('anna', 'get', `/complaint/${complaint.id}`).expect(200)).body;
      expect(mine).toMatchObject({ comment: '', markMemberList: false, archived: false, reminders: [], attachments: [file] });
      // Bertil's own list does not show it; the admin reaches it.
      const bertils = (await call('bertil', 'get', `/complaint/customer/${BERTIL.customerId}`).expect(200)).body as { id: number }[];
      expect(bertils.map((c) => c.id)).not.toContain(complaint.id);
      await call('admin', 'get', `/complaint/${complaint.id}`).expect(200);
      await download('admin', '/complaint/file/download/', file.id).expect(200);
    });

    it('lets an admin reply, comment internally and mark; the member sees the reply but never the internal comment', async () => {
      const { complaint } = await fileComplaint();
      const asAdmin = (
        await call('admin', 'put', '/complaint/', {
          id: complaint.id,
          replyToMember: 'Vi ersätter 450 kr.',
          internalComment: 'Transportören medger skuld.',
          markAdminList: true,
          processed: true,
        }).expect(200)
      ).body;
      expect(asAdmin).toMatchObject({
        replyToMember: 'Vi ersätter 450 kr.',
        internalComment: 'Transportören medger skuld.',
        markAdminList: true,
        processed: true,
      });
      const asMember = (await call('anna', 'get', `/complaint/${complaint.id}`).expect(200)).body;
      expect(asMember).toMatchObject({ replyToMember: 'Vi ersätter 450 kr.', processed: true, nextReminderAt: null });
      expect(JSON.stringify(asMember)).not.toContain('medger skuld');
      expect(asMember).not.toHaveProperty('markAdminList');
      // A member cannot set the admin's fields: they are ignored.
      const tried = (
        await call('anna', 'put', '/complaint/', {
          ...asMember,
          internalComment: 'hack',
          markAdminList: false,
          processed: false,
          replyToMember: 'hack',
        }).expect(200)
      ).body;
      expect(tried).toMatchObject({ replyToMember: 'Vi ersätter 450 kr.', processed: true });
      const list = (
        await call(
          'anna',
          'get',
          `/complaint/customer/${ANNA.customerId}?filter=${encodeURIComponent(JSON.stringify({ id: [complaint.id] }))}`,
        ).expect(200)
      ).body;
      expect(JSON.stringify(list)).not.toContain('medger skuld');
      const all = (
        await call('admin', 'get', `/complaint/?filter=${encodeURIComponent(JSON.stringify({ id: [complaint.id] }))}`).expect(200)
      ).body;
      expect(all[0].internalComment).toBe('Transportören medger skuld.');
      const [replied] = (await outbox('ComplaintReplied', complaint.id)).map((p) => decodeEvent('ComplaintReplied', p));
      expect(replied).toMatchObject({ reply: 'Vi ersätter 450 kr.', customerId: String(ANNA.customerId) });
      expect(JSON.stringify(replied)).not.toContain('medger skuld');
    });
  });

  describe('list, marks, archive and restore', () => {
    it('pages, sorts and filters in the database, archived per the filter or else per the archivedComplaints setting', async () => {
      const made: number[] = [];
      for (let i = 0; i < 3; i++) made.push((await fileComplaint('bertil', { description: `Skada ${i}` })).complaint.id as number);
      await call('bertil', 'put', '/complaint/bulk/archive/?archived=1', [made[0]]).expect(200);
      const page = await call(
        'bertil',
        'get',
        `/complaint/customer/${BERTIL.customerId}?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,0]')}`,
      ).expect(200);
      expect(page.headers['content-range']).toBe('complaint 0-0/2');
      expect(page.body.map((c: { id: number }) => c.id)).toEqual([made[1]]);
      const archived = await call(
        'bertil',
        'get',
        `/complaint/customer/${BERTIL.customerId}?filter=${encodeURIComponent('{"archived":true}')}`,
      ).expect(200);
      expect(archived.body.map((c: { id: number }) => c.id)).toEqual([made[0]]);
      const searched = await call(
        'bertil',
        'get',
        `/complaint/customer/${BERTIL.customerId}?filter=${encodeURIComponent('{"q":"skada 2"}')}`,
      ).expect(200);
      expect(searched.body.map((c: { id: number }) => c.id)).toEqual([made[2]]);
      await call(
        'bertil',
        'get',
        `/complaint/customer/${BERTIL.customerId}?sort=${encodeURIComponent('["internal_comment","ASC"]')}`,
      ).expect(400);

      await call('bertil', 'put', `/customer/setting/${BERTIL.customerId}`, { setting: 'archivedComplaints', value: true }).expect(200);
      await eventually(async () => {
        const res = await call('bertil', 'get', `/complaint/customer/${BERTIL.customerId}`).expect(200);
        expect(res.body.map((c: { id: number }) => c.id)).toEqual([made[0]]);
      });
      await call('bertil', 'put', '/complaint/bulk/archive/?archived=0', [made[0]]).expect(200);
      await call('bertil', 'put', `/customer/setting/${BERTIL.customerId}`, { setting: 'archivedComplaints', value: false }).expect(200);
      await eventually(async () => {
        const res = await call(
          'bertil',
          'get',
          `/complaint/customer/${BERTIL.customerId}?sort=${encodeURIComponent('["id","ASC"]')}`,
        ).expect(200);
        expect(res.body.map((c: { id: number }) => c.id)).toEqual(made);
      });
    });

    it("marks in bulk: the member's mark for a member, the admin's mark for an admin; all or nothing", async () => {
      const a = (await fileComplaint()).complaint.id;
      const b = (await fileComplaint()).complaint.id;
      const bertils = (await fileComplaint('bertil')).complaint.id;
      expect((await call('anna', 'put', '/complaint/bulk/mark/?checked=1', [a, b]).expect(200)).body).toEqual({ updated: [a, b] });
      await call('anna', 'put', '/complaint/bulk/mark/?checked=0', [a, bertils]).expect(404);
      expect((await call('anna', 'get', `/complaint/${a}`).expect(200)).body.markMemberList).toBe(true);
      await call('admin', 'put', '/complaint/bulk/mark/?checked=1', [a, bertils]).expect(200);
      const seen = (await call('admin', 'get', `/complaint/${bertils}`).expect(200)).body;
      expect(seen).toMatchObject({ markAdminList: true, markMemberList: false });
      const bad = await call('anna', 'put', '/complaint/bulk/mark/?checked=yes', [a]).expect(400);
      expect(bad.body.errors).toEqual([{ field: 'checked', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
    });
  });

  describe('reminders', () => {
    it('sends a reminder at most once per 24 hours per complaint, kept in its history, and none once answered', async () => {
      const { complaint } = await fileComplaint();
      const early = await call('anna', 'get', `/complaint/reminder/${complaint.id}`).expect(409);
      expect(early.body.code).toBe('COMPLAINT.REMINDER_TOO_SOON');
      expect(early.body.message).toMatch(
        /^En påminnelse kan skickas en gång per dygn\. Nästa kan skickas \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
      );

      advance(24 * 60 * 60 * 1000);
      const first = (await call('anna', 'get', `/complaint/reminder/${complaint.id}`).expect(200)).body;
      expect(first.reminders).toEqual([{ reminderNo: 1, sentAt: now.toISOString(), automatic: false }]);
      expect(first.nextReminderAt).toBe(new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString());
      advance(23 * 60 * 60 * 1000);
      await call('anna', 'get', `/complaint/reminder/${complaint.id}`).expect(409);
      advance(60 * 60 * 1000);
      const second = (await call('anna', 'get', `/complaint/reminder/${complaint.id}`).expect(200)).body;
      expect(second.reminders.map((r: { reminderNo: number }) => r.reminderNo)).toEqual([1, 2]);
      const sent = (await outbox('ComplaintReminderSent', complaint.id)).map((p) => decodeEvent('ComplaintReminderSent', p));
      expect(sent.map((e) => [e.reminderNo, e.automatic])).toEqual([
        [1, false],
        [2, false],
      ]);
      expect((await outbox('MailRequested', `complaint-${complaint.id}`)).map((p) => decodeEvent('MailRequested', p).kind)).toEqual([
        'complaint-filed',
        'complaint-reminder',
        'complaint-reminder',
      ]);

      await call('admin', 'put', '/complaint/', { id: complaint.id, replyToMember: 'Ärendet är utrett.' }).expect(200);
      advance(25 * 60 * 60 * 1000);
      const answered = await call('anna', 'get', `/complaint/reminder/${complaint.id}`, undefined, 'en').expect(409);
      expect(answered.body).toEqual({
        statusCode: 409,
        code: 'COMPLAINT.ALREADY_ANSWERED',
        message: 'The complaint has already been answered',
      });
    });

    it('the daily run reminds carriers of complaints unanswered for a week, once, whichever replica runs it', async () => {
      const { complaint } = await fileComplaint('bertil');
      const daily = portal.running.app.get(DailyReminders, { strict: false });
      advance(7 * 24 * 60 * 60 * 1000);
      const [one, other] = await Promise.all([daily.run(now), daily.run(now)]);
      expect([one.ran, other.ran].sort()).toEqual([false, true]);
      expect((await daily.run(now)).reminded).toBe(0);
      const reminded = (await call('bertil', 'get', `/complaint/${complaint.id}`).expect(200)).body;
      expect(reminded.reminders).toEqual([{ reminderNo: 1, sentAt: now.toISOString(), automatic: true }]);
    });
  });

  describe('attachments', () => {
    it('stores a file checked by its bytes and streams it back with its name in Content-Disposition, nosniff, to the owner only', async () => {
      const { complaint } = await fileComplaint();
      const limits = (await call('anna', 'get', '/complaint/file/limits').expect(200)).body;
      expect(limits).toEqual({
        maxFileBytes: 10 * MB,
        maxTotalBytes: 25 * MB,
        label: 'Bifogade filer: högst 10 MB per fil och 25 MB totalt',
      });
      const stored = (
        await upload('anna', `/complaint/file/upload/${complaint.id}`, PDF, 'Skadeanmälan å ä ö.pdf', 'text/html').expect(201)
      ).body;
      expect(stored).toMatchObject({ fileName: 'Skadeanmälan å ä ö.pdf', contentType: 'application/pdf', size: PDF.length });
      const res = await download('anna', '/complaint/file/download/', stored.id).expect(200);
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Skadeanmalan a a o.pdf"; filename*=UTF-8''Skadeanm%C3%A4lan%20%C3%A5%20%C3%A4%20%C3%B6.pdf`,
      );
      const { rows } = await db.query<{ n: number; biggest: number }>(
        'SELECT count(*)::int AS n, max(length(data))::int AS biggest FROM claims.blob_chunks WHERE blob_id = $1',
        [stored.id],
      );
      expect(rows[0]).toEqual({ n: 1, biggest: PDF.length });
      for (const filePath of ['../../etc/passwd', '/etc/passwd', randomUUID(), '']) {
        await download('anna', '/complaint/file/download/', filePath).expect(404);
      }
      await download('bertil', '/complaint/file/download/', stored.id).expect(404);
    });

    it('refuses what is not a document or picture, names that try to be paths, and sizes over the limits; refused uploads leave nothing', async () => {
      const { complaint } = await fileComplaint();
      const path = `/complaint/file/upload/${complaint.id}`;
      const formatRefused: Array<[string, Buffer, string]> = [
        ['a Windows program renamed .pdf', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4000)]), 'faktura.pdf'],
        ['HTML named .pdf', Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'faktura.pdf'],
        ['zero bytes', Buffer.alloc(0), 'tom.pdf'],
        ['a name with ../', PDF, '../../etc/passwd.pdf'],
        ['a name with control characters', PDF, 'ond\u0007fil.pdf'],
        ['a name with a right-to-left override', PDF, 'gpj\u202e.exe'],
      ];
      for (const [what, bytes, name] of formatRefused) {
        const res = await upload('anna', path, bytes, name);
        expect([what, res.status, res.body.message]).toEqual([
          what,
          400,
          'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
        ]);
        expect(res.body.errors).toEqual([{ field: 'file', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
      }
      const big = await upload('anna', path, Buffer.concat([PDF, Buffer.alloc(11 * MB - PDF.length)]), 'stor.pdf');
      expect(big.status).toBe(413);
      expect(big.body.errors).toEqual([{ field: 'file', code: 'VALIDATION.FILE_TOO_LARGE', message: 'Filen är för stor' }]);
      const nine = Buffer.concat([PDF, Buffer.alloc(9 * MB - PDF.length)]);
      await upload('anna', path, nine, 'del1.pdf').expect(201);
      await upload('anna', path, nine, 'del2.pdf').expect(201);
      const over = await upload('anna', path, nine, 'del3.pdf', 'application/pdf').expect(413);
      expect(over.body.errors[0].message).toBe('Filen är för stor');
      const missing = await portal.http.post(`/api${path}`).auth(tokens.anna, { type: 'bearer' }).field('other', 'x').expect(400);
      expect(missing.body.errors).toEqual([{ field: 'file', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }]);
      const json = await call('anna', 'post', path, { file: 'x' });
      expect(json.status).toBeGreaterThanOrEqual(400);
      expect(json.status).toBeLessThan(500);

      const kept = (await call('anna', 'get', `/complaint/${complaint.id}`).expect(200)).body;
      expect(kept.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['del1.pdf', 'del2.pdf']);
      expect(kept.attachmentsTotalBytes).toBe(2 * nine.length);
      const { rows } = await db.query<{ attachments: number; chunks: number }>(
        `SELECT (SELECT count(*)::int FROM claims.attachments WHERE owner_id = $1 AND owner_kind = 'complaint') AS attachments,
                (SELECT count(DISTINCT blob_id)::int FROM claims.blob_chunks WHERE blob_id IN (SELECT id FROM claims.attachments)) AS chunks`,
        [complaint.id],
      );
      expect(rows[0].attachments).toBe(2);
      const orphans = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM claims.blob_chunks WHERE blob_id NOT IN (SELECT id FROM claims.attachments)',
      );
      expect(orphans.rows[0].n).toBe(0);

      await call('anna', 'delete', `/complaint/${complaint.id}`).expect(200);
      await call('anna', 'get', `/complaint/${complaint.id}`).expect(404);
      const left = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM claims.attachments WHERE owner_id = $1 AND owner_kind = 'complaint'`,
        [complaint.id],
      );
      expect(left.rows[0].n).toBe(0);
    });
  });

  describe('attachment names and count', () => {
    it('stores and serves a file under the extension of the type its bytes are: faktura.pdf.bat is faktura.pdf, setup.exe a PDF is setup.pdf', async () => {
      const { complaint } = await fileComplaint();
      const path = `/complaint/file/upload/${complaint.id}`;
      const stored: Array<[string, Buffer, string]> = [
        ['faktura.pdf.bat', PDF, 'faktura.pdf'],
        ['skada.hta', PDF, 'skada.pdf'],
        ['setup.exe', PDF, 'setup.pdf'],
        ['bild.pdf', PNG, 'bild.png'],
        ['Foto.PNG', PNG, 'Foto.PNG'],
      ];
      for (const [sent, bytes, kept] of stored) {
        const file = (await upload('anna', path, bytes, sent).expect(201)).body;
        expect([sent, file.fileName]).toEqual([sent, kept]);
        const res = await download('anna', '/complaint/file/download/', file.id).expect(200);
        expect(res.headers['content-disposition']).toContain(`filename="${kept}"`);
      }
      const { rows } = await db.query<{ file_name: string }>(
        `SELECT file_name FROM claims.attachments WHERE owner_id = $1 AND owner_kind = 'complaint' ORDER BY upload_seq`,
        [complaint.id],
      );
      expect(rows.map((r) => r.file_name)).toEqual(stored.map(([, , kept]) => kept));
      // A file kept before names were rewritten is served under its type's extension all the same.
      const first = (await call('anna', 'get', `/complaint/${complaint.id}`).expect(200)).body.attachments[0];
      await db.query(`UPDATE claims.attachments SET file_name = 'gammal.exe' WHERE id = $1`, [first.id]);
      const res = await download('anna', '/complaint/file/download/', first.id).expect(200);
      expect(res.headers['content-disposition']).toContain('filename="gammal.pdf"');
      expect((await call('anna', 'get', `/complaint/${complaint.id}`).expect(200)).body.attachments[0].fileName).toBe('gammal.pdf');
    });

    it('takes at most 20 files a complaint with a clear 409 in Swedish or English, and pages the list in the database', async () => {
      const { complaint } = await fileComplaint();
      const path = `/complaint/file/upload/${complaint.id}`;
      for (let i = 0; i < 20; i++) await upload('anna', path, PNG, `bild${i}.png`).expect(201);
      const refused = await upload('anna', path, PNG, 'bild20.png').expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'ATTACHMENT.TOO_MANY',
        message: 'Högst 20 filer kan bifogas till en reklamation eller ett försäkringsanspråk',
        errors: [
          {
            field: 'file',
            code: 'ATTACHMENT.TOO_MANY',
            message: 'Högst 20 filer kan bifogas till en reklamation eller ett försäkringsanspråk',
          },
        ],
      });
      const english = await upload('anna', path, PNG, 'bild20.png').set('Accept-Language', 'en').expect(409);
      expect(english.body.message).toBe('At most 20 files can be attached to a complaint or an insurance claim');

      // A record from before the cap (here 35 files) shows its first 20, counts them all and pages the rest.
      await db.query(
        `INSERT INTO claims.attachments (id, owner_kind, owner_id, customer_id, file_name, content_type, size_bytes, state, created_at)
         SELECT gen_random_uuid(), 'complaint', $1, $2, 'gammal' || n || '.png', 'image/png', 5, 'stored', now() FROM generate_series(1, 15) n`,
        [complaint.id, ANNA.customerId],
      );
      const shown = (await call('anna', 'get', `/complaint/${complaint.id}`).expect(200)).body;
      expect(shown.attachments).toHaveLength(20);
      expect(shown.attachmentsCount).toBe(35);
      expect(shown.attachmentsTotalBytes).toBe(20 * PNG.length + 15 * 5);
      const page = await call('anna', 'get', `/complaint/file/list/${complaint.id}?range=${encodeURIComponent('[20,39]')}`).expect(200);
      expect(page.headers['content-range']).toBe('attachments 20-34/35');
      expect(page.body.map((a: { fileName: string }) => a.fileName)).toEqual(Array.from({ length: 15 }, (_, i) => `gammal${i + 1}.png`));
      const firstPage = await call('anna', 'get', `/complaint/file/list/${complaint.id}`).expect(200);
      expect(firstPage.headers['content-range']).toBe('attachments 0-24/35');
      await call('anna', 'get', `/complaint/file/list/${complaint.id}?range=${encodeURIComponent('[0,500]')}`).expect(400);
      await call('bertil', 'get', `/complaint/file/list/${complaint.id}`).expect(404);
    });
  });

  describe('insurance claims', () => {
    const CLAIM = {
      damageDescription: 'Vattenskada på hela sändningen.',
      repairPossibility: 'Ingen',
      residualValue: '150,50',
      otherInformation: 'Foton bifogade.',
      payoutAccountType: 'bankgiro',
      payoutAccount: '5050 1055',
    };

    it("takes a claim for the member's insured booked order, checks the payout account, and submits it with its attachments", async () => {
      const order = await bookedOrder('anna', true);
      const claimable = (await call('anna', 'get', `/claim/order?consignmentNo=${order.consignmentNo}`).expect(200)).body;
      expect(claimable).toMatchObject({
        orderNo: order.orderNo,
        insured: true,
        goodsValue: '25000.00',
        deliveredAt: null,
        deadline: null,
        open: true,
      });

      const draft = (await call('anna', 'post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }).expect(201)).body;
      expect(draft).toMatchObject({
        status: 'draft',
        payoutAccountType: 'bankgiro',
        payoutAccount: '5050-1055',
        residualValue: '150.50',
        goodsValue: '25000.00',
        orderNo: order.orderNo,
      });
      const photo = (await upload('anna', `/claim/file/upload/${draft.id}`, PNG, 'skada.png').expect(201)).body;

      for (const [type, account] of [
        ['bankgiro', '5050-1056'],
        ['bankgiro', '123-456'],
        ['plusgiro', '4000-5'],
        ['plusgiro', '123456789'],
        ['bankgiro', '5050-105A'],
      ]) {
        const res = await call('anna', 'put', '/claim/', { id: draft.id, payoutAccountType: type, payoutAccount: account }).expect(400);
        expect(res.body.errors).toEqual([{ field: 'payoutAccount', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
      }
      const plusgiro = (
        await call('anna', 'put', '/claim/', { ...draft, payoutAccountType: 'plusgiro', payoutAccount: '4000-6' }).expect(200)
      ).body;
      expect(plusgiro.payoutAccount).toBe('4000-6');

      const foreign: Array<[HttpMethod, string, unknown?]> = [
        ['get', `/claim/${draft.id}`],
        ['put', '/claim/', { id: draft.id, damageDescription: 'x' }],
        ['put', `/claim/submit/${draft.id}`],
        ['delete', `/claim/${draft.id}`],
        ['get', `/claim/customer/${ANNA.customerId}`],
        ['get', `/claim/order?consignmentNo=${order.consignmentNo}`],
        ['post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }],
        ['get', `/claim/file/download/?filePath=${photo.id}`],
      ];
      for (const [method, path, body] of foreign) {
        expect([path, (await call('bertil', method, path, body)).status]).toEqual([path, 404]);
        expect([path, (await call('demo', method, path, body)).status]).toEqual([path, 403]);
      }
      await upload('bertil', `/claim/file/upload/${draft.id}`, PNG, 'x.png').expect(404);
      expect((await call('anna', 'get', `/claim/${draft.id}`).expect(200)).body).toMatchObject({
        status: 'draft',
        damageDescription: CLAIM.damageDescription,
        attachments: [photo],
      });

      const submitted = (await call('anna', 'put', `/claim/submit/${draft.id}`).expect(200)).body;
      expect(submitted).toMatchObject({ status: 'submitted', submittedAt: now.toISOString() });
      const [fact] = (await outbox('InsuranceClaimSubmitted', draft.id)).map((p) => decodeEvent('InsuranceClaimSubmitted', p));
      expect(fact).toMatchObject({
        payoutAccountType: 'plusgiro',
        payoutAccount: '4000-6',
        residualValueOre: '15050',
        goodsValueOre: '2500000',
        deadline: '',
      });
      expect(fact.attachments).toEqual([{ id: photo.id, fileName: 'skada.png', contentType: 'image/png', sizeBytes: String(PNG.length) }]);
      const [mail] = (await outbox('MailRequested', `insurance-claim-${draft.id}`)).map((p) => decodeEvent('MailRequested', p));
      expect(mail).toMatchObject({ kind: 'insurance-claim-submitted', to: ['skadeanmalan@forsakring.frakt.test'] });
      expect(mail.text).toContain('skada.png');
      expect(mail.text).toContain('plusgiro 4000-6');
      const [sent] = await caughtMail('skadeanmalan@forsakring.frakt.test', `Skadeanmälan ${draft.id}:`);
      expect(sent.text).toContain('skada.png');

      const again = await call('anna', 'put', `/claim/submit/${draft.id}`).expect(409);
      expect(again.body.code).toBe('CLAIM.ALREADY_SUBMITTED');
      await upload('anna', `/claim/file/upload/${draft.id}`, PNG, 'sen.png').expect(409);
    });

    it("lists the member's claims with their state, a draft with its files before it is sent, and none of another member's", async () => {
      const order = await bookedOrder('anna', true);
      const draft = (await call('anna', 'post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }).expect(201)).body;
      await upload('anna', `/claim/file/upload/${draft.id}`, PNG, 'skada.png').expect(201);
      const listed = async (who: DemoAccount, filter: object) =>
        (await call(who, 'get', `/claim/?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200)).body as Array<{
          id: number;
          status: string;
          attachmentsCount: number;
        }>;
      const drafts = await listed('anna', { status: 'draft', consignmentNo: order.consignmentNo });
      expect(drafts.map(({ id, status, attachmentsCount }) => ({ id, status, attachmentsCount }))).toEqual([
        { id: draft.id, status: 'draft', attachmentsCount: 1 },
      ]);
      await call('anna', 'put', `/claim/submit/${draft.id}`).expect(200);
      expect(await listed('anna', { status: 'draft', consignmentNo: order.consignmentNo })).toEqual([]);
      expect((await listed('anna', { consignmentNo: order.consignmentNo })).map((c) => [c.id, c.status])).toEqual([
        [draft.id, 'submitted'],
      ]);
      expect(await listed('bertil', { consignmentNo: order.consignmentNo })).toEqual([]);
    });

    it("answers the spec's text when the claim cannot be sent, keeps it as a draft, and sends it on the next try", async () => {
      const order = await bookedOrder('anna', true);
      const draft = (await call('anna', 'post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }).expect(201)).body;
      // A real failure of the write that sends it: the outbox refuses the event for a moment.
      await db.query(`ALTER TABLE claims.outbox ADD CONSTRAINT refuse_claims CHECK (event_type <> 'InsuranceClaimSubmitted') NOT VALID`);
      try {
        const failed = await call('anna', 'put', `/claim/submit/${draft.id}`).expect(503);
        expect(failed.body).toEqual({
          statusCode: 503,
          code: 'CLAIM.SEND_FAILED',
          message: 'Misslyckades med att skicka försäkringsanspråket. Vänligen försök igen. Om felet kvarstår, kontakta supporten.',
        });
      } finally {
        await db.query('ALTER TABLE claims.outbox DROP CONSTRAINT refuse_claims');
      }
      expect((await call('anna', 'get', `/claim/${draft.id}`).expect(200)).body).toMatchObject({
        status: 'draft',
        damageDescription: CLAIM.damageDescription,
        payoutAccount: '5050-1055',
      });
      expect(await outbox('InsuranceClaimSubmitted', draft.id)).toHaveLength(0);
      expect((await call('anna', 'put', `/claim/submit/${draft.id}`).expect(200)).body.status).toBe('submitted');
      expect(await outbox('InsuranceClaimSubmitted', draft.id)).toHaveLength(1);

      const bertils = await call('bertil', 'get', `/claim/customer/${ANNA.customerId}`).expect(404);
      expect(bertils.body.code).toBe('TENANCY.NOT_FOUND');
      const own = (
        await call('anna', 'get', `/claim/customer/${ANNA.customerId}?filter=${encodeURIComponent('{"status":"submitted"}')}`).expect(200)
      ).body as { id: number }[];
      expect(own.map((c) => c.id)).toContain(draft.id);
      const forConsignment = await call(
        'anna',
        'get',
        `/claim/customer/${ANNA.customerId}?filter=${encodeURIComponent(JSON.stringify({ consignmentNo: order.consignmentNo }))}`,
      ).expect(200);
      expect(forConsignment.body.map((c: { id: number }) => c.id)).toEqual([draft.id]);
      expect(forConsignment.headers['content-range']).toBe('claim 0-0/1');
    });

    it('refuses insurance claims while the customer has insurance inactivated (insuranceDisabled), in Swedish and English; complaints still work', async () => {
      const INACTIVATED_SV =
        'Försäkringen är inaktiverad för kontot: försäkringsanspråk kan inte lämnas in. Reklamationer kan fortfarande göras.';
      const INACTIVATED_EN = 'Insurance is inactivated for the account: insurance claims cannot be filed. Complaints can still be made.';
      const order = await bookedOrder('bertil', true);
      const draft = (await call('bertil', 'post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }).expect(201)).body;
      const setting = async (value: boolean) => {
        await call('bertil', 'put', `/customer/setting/${BERTIL.customerId}`, { setting: 'insuranceDisabled', value }).expect(200);
        await eventually(async () => {
          const { rows } = await db.query('SELECT insurance_disabled FROM claims.customer_settings WHERE customer_id = $1', [
            BERTIL.customerId,
          ]);
          if (rows[0]?.insurance_disabled !== value) throw new Error(`claims has not seen insuranceDisabled ${value} yet`);
        });
      };

      await setting(true);
      const refused = await call('bertil', 'post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }).expect(422);
      expect(refused.body).toEqual({ statusCode: 422, code: 'CLAIM.INSURANCE_DISABLED', message: INACTIVATED_SV });
      const lookup = await call('bertil', 'get', `/claim/order?consignmentNo=${order.consignmentNo}`, undefined, 'en').expect(422);
      expect(lookup.body).toEqual({ statusCode: 422, code: 'CLAIM.INSURANCE_DISABLED', message: INACTIVATED_EN });
      const submit = await call('bertil', 'put', `/claim/submit/${draft.id}`, undefined, 'en').expect(422);
      expect(submit.body.message).toBe(INACTIVATED_EN);
      expect((await call('bertil', 'get', `/claim/${draft.id}`).expect(200)).body.status).toBe('draft');
      expect(await outbox('InsuranceClaimSubmitted', draft.id)).toHaveLength(0);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM claims.insurance_claims WHERE customer_id = $1', [
        BERTIL.customerId,
      ]);
      expect(rows[0].n).toBe(1);
      // Only bertil's insurance is inactivated: anna claims as before.
      const annas = await bookedOrder('anna', true);
      await call('anna', 'post', '/claim/', { ...CLAIM, consignmentNo: annas.consignmentNo }).expect(201);

      // Complaints do not depend on insurance: the same consignment is complained about and listed.
      const complaint = (
        await call('bertil', 'post', '/complaint/', { identifier: order.consignmentNo, description: 'Vattenskada.' }).expect(201)
      ).body;
      const listed = (await call('bertil', 'get', `/complaint/customer/${BERTIL.customerId}`).expect(200)).body as { id: number }[];
      expect(listed.map((c) => c.id)).toContain(complaint.id);

      await setting(false);
      expect((await call('bertil', 'put', `/claim/submit/${draft.id}`).expect(200)).body.status).toBe('submitted');
    });

    it('refuses an uninsured order, and a claim after the window counted from the DELIVERED status', async () => {
      const plain = await bookedOrder('anna', false);
      const uninsured = await call('anna', 'post', '/claim/', { ...CLAIM, consignmentNo: plain.consignmentNo }).expect(422);
      expect(uninsured.body).toEqual({ statusCode: 422, code: 'CLAIM.NOT_INSURED', message: 'Försändelsen är inte försäkrad' });

      const order = await bookedOrder('anna', true);
      const draft = (await call('anna', 'post', '/claim/', { ...CLAIM, consignmentNo: order.consignmentNo }).expect(201)).body;
      const raw = JSON.stringify({
        carrier_code: order.supplierId,
        consignment_no: order.consignmentNo,
        status: 'DELIVERED',
        occurred_at: '2026-03-31T22:30:00.000Z',
        event_id: randomUUID(),
      });
      await portal.http
        .post(`/api/carrier/${order.supplierId}/status`)
        .set('Content-Type', 'application/json')
        .set('X-Signature', signWebhookBody(`frakt-dev-webhook-${order.supplierId}`, raw))
        .send(raw)
        .expect(202);
      await eventually(async () => {
        const { rows } = await db.query('SELECT delivered_at FROM claims.booked_orders WHERE order_no = $1', [order.orderNo]);
        if (!rows[0]?.delivered_at) throw new Error('no delivery in claims yet');
      });
      now = new Date('2026-05-01T21:00:00Z');
      const inTime = (await call('anna', 'get', `/claim/order?consignmentNo=${order.consignmentNo}`).expect(200)).body;
      expect(inTime).toMatchObject({ deliveredAt: '2026-03-31T22:30:00.000Z', deadline: '2026-05-01', open: true });
      now = new Date('2026-05-02T08:00:00Z');
      const late = await call('anna', 'put', `/claim/submit/${draft.id}`).expect(422);
      expect(late.body).toEqual({
        statusCode: 422,
        code: 'CLAIM.DEADLINE_PASSED',
        message: 'Tiden för att anmäla skadan gick ut 2026-05-01 (30 dagar efter leveransen)',
      });
      expect((await call('anna', 'get', `/claim/${draft.id}`).expect(200)).body).toMatchObject({ status: 'draft', deadline: '2026-05-01' });
      now = new Date();
    });
  });
});
