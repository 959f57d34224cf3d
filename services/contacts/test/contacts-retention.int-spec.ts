import { decodeEvent } from '@freight/contracts';
import { TransactionHost } from '@freight/kernel';
import { Outbox, RETENTION_BATCH_SIZE } from '@freight/messaging';
import { eventually, testService } from '@freight/testing';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { ContactsModule } from '../src';
import { CONTACTS_RETENTION_JOB, ContactsRetention } from '../src/retention/contacts-retention';

/** 02:45 in Stockholm on 10 June 2026, the night's tick. */
const NOW = new Date('2026-06-10T00:45:00.000Z');
const DAY_MS = 86_400_000;
const twoYearsAgo = (days: number) => new Date(new Date('2024-06-10T10:00:00.000Z').getTime() + days * DAY_MS);

/**
 * The address book's retention on the real PostgreSQL (issue 32 item 5): contacts keeps its own copy of each customer's
 * last sign-in from auth's UserSignedIn, and the nightly job removes the contacts and package favourites of customers
 * not seen for two years (Stockholm business dates), in batches, with a ContactDeleted for each contact, once per cluster.
 */
describe('Contacts service: the address book goes two years after the last sign-in', () => {
  const service = testService({ name: 'contacts', modules: [ContactsModule], database: 'frakt_contacts_retention' });
  beforeAll(() => service.start(), 120_000);

  afterAll(async () => {
    await service.stop();
  });

  const retention = () => service.running.app.get(ContactsRetention);
  const count = async (sql: string, params: unknown[] = []) => (await service.db.query<{ n: number }>(sql, params)).rows[0].n;
  const contactsOf = (customerId: number) => count('SELECT count(*)::int AS n FROM contacts.contacts WHERE cust_id = $1', [customerId]);
  const favouritesOf = (customerId: number) =>
    count('SELECT count(*)::int AS n FROM contacts.package_favourites WHERE cust_id = $1', [customerId]);
  const lastSeen = async (customerId: number) =>
    (await service.db.query('SELECT last_seen_at FROM contacts.customer_last_seen WHERE customer_id = $1', [customerId])).rows[0]
      ?.last_seen_at as Date | undefined;
  /** A sign-in as auth publishes it, through the outbox, the relay and the transport to this service's subscription. */
  const signedIn = (customerId: number, at: Date, demo = false) =>
    service.running.app.get(TransactionHost).run(() =>
      service.running.app.get(Outbox, { strict: false }).record('UserSignedIn', customerId * 10, {
        userId: String(customerId * 10),
        customerId: String(customerId),
        signedInAt: at.toISOString(),
        demo,
      }),
    );
  const addressBook = async (customerId: number, contacts: number, favourites: number) => {
    await service.db.query(
      `INSERT INTO contacts.contacts (cust_id, scope, company, "primary") SELECT $1::int, -$1::int, 'Kund ' || g, g = 1 FROM generate_series(1, $2) g`,
      [customerId, contacts],
    );
    await service.db.query(
      `INSERT INTO contacts.package_favourites (cust_id, name) SELECT $1, 'Pall ' || g FROM generate_series(1, $2) g`,
      [customerId, favourites],
    );
  };

  it('is scheduled nightly at 02:45 Stockholm time', () => {
    const next = service.running.app.get(SchedulerRegistry).getCronJob(CONTACTS_RETENTION_JOB).nextDate().setZone('Europe/Stockholm');
    expect([next.hour, next.minute]).toEqual([2, 45]);
  });

  it("keeps each customer's latest sign-in from UserSignedIn; an older one changes nothing, a demo one is left out", async () => {
    await signedIn(4001, twoYearsAgo(-3));
    await eventually(async () => expect(await lastSeen(4001)).toEqual(twoYearsAgo(-3)));
    await signedIn(4001, twoYearsAgo(-1));
    await signedIn(4001, twoYearsAgo(-5));
    await signedIn(4002, twoYearsAgo(-1), true);
    await signedIn(4003, twoYearsAgo(0));
    // Published in order on one topic: once the last one is in, the earlier ones are applied.
    await eventually(async () => expect(await lastSeen(4003)).toEqual(twoYearsAgo(0)));
    expect(await lastSeen(4001)).toEqual(twoYearsAgo(-1));
    expect(await lastSeen(4002)).toBeUndefined();
  });

  it('removes the address book of customers not seen for two years, in batches, and keeps the others', async () => {
    // 5001: last seen two years and a day before; 5002: two years less a day; 5003: on the business date two years
    // before (00:30 in Stockholm, still the day before in UTC); 5004: never heard of (its clock has not started).
    const seen: [number, Date][] = [
      [5001, new Date('2024-06-09T10:00:00.000Z')],
      [5002, new Date('2024-06-11T10:00:00.000Z')],
      [5003, new Date('2024-06-09T22:30:00.000Z')],
    ];
    for (const [customerId, at] of seen)
      await service.db.query('INSERT INTO contacts.customer_last_seen (customer_id, last_seen_at) VALUES ($1, $2)', [customerId, at]);
    await addressBook(5001, RETENTION_BATCH_SIZE + 2, 2);
    for (const customerId of [5002, 5003, 5004]) await addressBook(customerId, 3, 1);
    const rule = retention().rules.find((r) => r.name === 'contacts')!;
    const batches = jest.spyOn(rule, 'batch');

    const result = await retention().run(NOW);

    expect(result).toMatchObject({ ran: true, rows: { contacts: RETENTION_BATCH_SIZE + 2, packageFavourites: 2 } });
    // Bounded: at most a batch per statement, each in its own transaction.
    expect(batches.mock.calls.map(([, , limit]) => limit)).toEqual([RETENTION_BATCH_SIZE, RETENTION_BATCH_SIZE]);
    expect(await Promise.all(batches.mock.results.map((r) => r.value))).toEqual([RETENTION_BATCH_SIZE, 2]);
    batches.mockRestore();
    expect([await contactsOf(5001), await favouritesOf(5001)]).toEqual([0, 0]);
    for (const customerId of [5002, 5003, 5004]) expect([await contactsOf(customerId), await favouritesOf(customerId)]).toEqual([3, 1]);
    expect(await count('SELECT coalesce(sum(n), 0)::int AS n FROM contacts.contact_counts WHERE cust_id = 5001')).toBe(0);

    // Each contact went as a member's delete goes: ContactDeleted, the sender favourite marked.
    const { rows } = await service.db.query<{ payload: Buffer }>(
      `SELECT payload FROM contacts.outbox WHERE event_type = 'ContactDeleted' AND aggregate_id = '5001'`,
    );
    const deleted = rows.map((r) => decodeEvent('ContactDeleted', r.payload));
    expect(deleted).toHaveLength(RETENTION_BATCH_SIZE + 2);
    expect(deleted.filter((e) => e.wasPrimary)).toHaveLength(1);
  });

  it('does nothing while another instance holds the lock, and runs a tick’s slot once', async () => {
    await service.db.query(`INSERT INTO contacts.customer_last_seen (customer_id, last_seen_at) VALUES (6001, '2023-01-01T00:00:00Z')`);
    await addressBook(6001, 2, 0);
    const other = new Client({ connectionString: service.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(hashtext($1))', [CONTACTS_RETENTION_JOB]);
      expect(await retention().run(NOW)).toMatchObject({ ran: false, rows: { contacts: 0 } });
      expect(await contactsOf(6001)).toBe(2);
      await other.query('SELECT pg_advisory_unlock(hashtext($1))', [CONTACTS_RETENTION_JOB]);
    } finally {
      await other.end();
    }
    // Two instances' ticks of one night: the first takes the slot and works, the second finds it taken.
    await Promise.all([retention().onTick(NOW), retention().onTick(NOW)]);
    expect(await contactsOf(6001)).toBe(0);
    await addressBook(6001, 1, 0);
    await retention().onTick(NOW);
    expect(await contactsOf(6001)).toBe(1);
  });
});
