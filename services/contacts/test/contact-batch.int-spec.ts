import { randomUUID } from 'node:crypto';
import { TransactionHost } from '@freight/kernel';
import { testService } from '@freight/testing';
import { ContactsModule } from '../src';
import { parseContact, writeContactBatch, type ContactFields, type RawContact } from '../src/contact';

const CUSTOMER = 4711;
const SCOPE = -CUSTOMER;

/** Validated fields as the import keeps them (parseContact's value). */
const contact = (raw: RawContact): ContactFields => {
  const { value, errors } = parseContact({ address1: 'Storgatan 1', postcode: '111 22', city: 'Stockholm', ...raw });
  if (errors.length) throw new Error(JSON.stringify(errors));
  return value;
};

/**
 * The contact slice's batch write on the real PostgreSQL (issue 26 item 6: the import writes its rows through it): one
 * statement per batch adds or, with a key, updates the customer's contacts, and contact_counts follows.
 */
describe('Contacts service: a batch of contacts written by the contact slice', () => {
  const service = testService({ name: 'contacts', modules: [ContactsModule], database: 'frakt_contacts_batch' });
  beforeAll(() => service.start(), 120_000);
  afterAll(() => service.stop());

  const write = (contacts: ContactFields[], replaceBy: 'email' | null = null, importId = randomUUID()) => {
    const tx = service.running.app.get(TransactionHost);
    return tx.run(() => writeContactBatch(tx, { customerId: CUSTOMER, scope: SCOPE, importId, contacts, replaceBy }));
  };
  const counted = async () =>
    (await service.db.query<{ n: number }>('SELECT coalesce(sum(n), 0)::int AS n FROM contacts.contact_counts WHERE scope = $1', [SCOPE]))
      .rows[0].n;
  const stored = async () =>
    (
      await service.db.query<{ id: number; company: string; city: string; import_id: string; consignee: boolean }>(
        'SELECT id, company, city, import_id, consignee FROM contacts.contacts WHERE cust_id = $1 ORDER BY id',
        [CUSTOMER],
      )
    ).rows;

  it('adds the contacts in the batch order, each with the import, and counts them', async () => {
    const importId = randomUUID();
    const result = await write(
      [
        contact({ company: 'Ett AB', email: 'ett@example.se' }),
        contact({ company: 'Två AB' }),
        contact({ company: 'Tre AB', consignee: false }),
      ],
      null,
      importId,
    );
    const rows = await stored();
    expect(result).toEqual({ created: rows.map((r) => r.id), updated: 0 });
    expect(rows.map((r) => [r.company, r.import_id, r.consignee])).toEqual([
      ['Ett AB', importId, true],
      ['Två AB', importId, true],
      ['Tre AB', importId, false],
    ]);
    expect(await counted()).toBe(3);
  });

  it('with a key updates the contacts that have it (case aside) and adds the others; the count grows by the added only', async () => {
    const result = await write(
      [contact({ company: 'Ett AB', email: 'ETT@example.se', city: 'Göteborg' }), contact({ company: 'Fyra AB' })],
      'email',
    );
    expect(result.updated).toBe(1);
    expect(result.created).toHaveLength(1);
    const rows = await stored();
    expect(rows.map((r) => [r.company, r.city])).toEqual([
      ['Ett AB', 'Göteborg'],
      ['Två AB', 'Stockholm'],
      ['Tre AB', 'Stockholm'],
      ['Fyra AB', 'Stockholm'],
    ]);
    expect(rows[3].id).toBe(result.created[0]);
    expect(await counted()).toBe(4);
  });

  it('writes nothing for an empty batch', async () => {
    expect(await write([])).toEqual({ created: [], updated: 0 });
    expect(await counted()).toBe(4);
  });
});
