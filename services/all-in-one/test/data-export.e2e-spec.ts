import { eventually } from '@freight/testing';
import yauzl from 'yauzl';
import { DEMO_CUSTOMERS, useDemoPortal } from './portal';

const SERVICES = ['auth', 'billing', 'claims', 'contacts', 'content', 'customers', 'shipping'];
const BERTIL_EMAIL = 'bertil.berg@example.se';
/** A contact only Anna has: it must not appear in Bertil's archive. */
const ANNAS_CONTACT = 'Annasdotter-Kvist';

/** Every file of a zip, by path. */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A response body as bytes (supertest does not buffer application/zip by itself). */
const binary = (res: import('superagent').Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Embedded portal: a person exports their data (GDPR art. 15 and 20) from every service', () => {
  const fx = useDemoPortal();

  beforeAll(async () => {
    // Bertil's data in several services: a contact, a booked consignment, a bill (mailed); Anna's contact beside it.
    await fx
      .call('bertil', 'post', '/contact/', {
        firstName: 'Bertil',
        lastName: 'Berg',
        address1: 'Linnégatan 5',
        postcode: '41304',
        city: 'Göteborg',
      })
      .expect(200);
    await fx
      .call('anna', 'post', '/contact/', {
        firstName: 'Greta',
        lastName: ANNAS_CONTACT,
        address1: 'Drottninggatan 1',
        postcode: '11157',
        city: 'Stockholm',
      })
      .expect(200);
    const consignment = {
      templateName: 'PN_PARCEL',
      senderOrderRef: 'Bertils export-test',
      part: [
        { role: 'consignor', address: { name: 'Bertil Berg', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
        { role: 'consignee', address: { name: 'Stockholm AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 3, length: 30, width: 20, height: 10, packageType: 'parcel' }],
    };
    const saved = await fx.call('bertil', 'post', '/consignment/?temp=0', consignment).expect(200);
    const order = await fx.call('bertil', 'post', '/order/', { consignmentId: saved.body.consignments[0].consignmentId }).expect(200);
    await fx.call('bertil', 'put', '/order/book/', { orderNos: [order.body.orderNo] }).expect(200);
    // Billing learns of the booking by its event: the invoice run waits for the line.
    await eventually(async () => {
      const { rows } = await fx.db.query('SELECT 1 FROM billing.bill_orders WHERE customer_id = $1', [DEMO_CUSTOMERS.bertil]);
      if (!rows.length) throw new Error('no bill line for Bertil yet');
    });
    await fx.call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    await eventually(async () => {
      const { rows } = await fx.db.query('SELECT 1 FROM billing.bills WHERE customer_id = $1', [DEMO_CUSTOMERS.bertil]);
      if (!rows.length) throw new Error('no bill for Bertil yet');
    });
  });

  let requestId: string;

  it('has nothing to show before a request, and refuses the demo', async () => {
    const none = await fx.call('bertil', 'get', '/customer/export').expect(404);
    expect(none.body.code).toBe('EXPORT.NOT_FOUND');
    await fx.call('demo', 'post', '/customer/export').expect(403);
  });

  it('assembles one archive from every service, mails the owner, and holds nothing of another customer', async () => {
    const requested = await fx.call('bertil', 'post', '/customer/export').expect(202);
    expect(requested.body).toMatchObject({ state: 'requested', readyAt: null, expiresAt: null });
    requestId = requested.body.id;
    // Asking again while it is assembled answers the same request.
    expect((await fx.call('bertil', 'post', '/customer/export').expect(202)).body.id).toBe(requestId);

    const ready = await eventually(async () => {
      const res = await fx.call('bertil', 'get', '/customer/export').expect(200);
      if (res.body.state !== 'ready') throw new Error(`still ${JSON.stringify(res.body.servicesDone)}`);
      return res.body;
    }, 30_000);
    expect(ready.id).toBe(requestId);
    expect(ready.servicesDone).toEqual(SERVICES);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(7 * 86_400_000);

    const res = await fx.call('bertil', 'get', `/customer/export/${requestId}/archive`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/zip/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="frakt-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const archive = res.body as Buffer;
    expect(archive.length).toBe(ready.sizeBytes);
    const files = await unzip(archive);
    for (const service of SERVICES) expect(files.has(`${service}/data.json`)).toBe(true);
    const data = (service: string) => JSON.parse(files.get(`${service}/data.json`)!.toString('utf8'));

    expect(data('customers').customer).toMatchObject({ id: DEMO_CUSTOMERS.bertil, email: BERTIL_EMAIL });
    expect(data('auth').users.map((u: { customer_id: number }) => u.customer_id)).toEqual([DEMO_CUSTOMERS.bertil]);
    expect(data('auth').users[0]).not.toHaveProperty('password_hash');
    expect(data('auth').auditEntries.length).toBeGreaterThan(0);
    expect(data('contacts').contacts.map((c: { last_name: string }) => c.last_name)).toContain('Berg');
    expect(data('shipping').consignments.length).toBe(1);
    expect(data('shipping').orders[0].sender_order_ref).toBe('Bertils export-test');
    expect(data('billing').bills.length).toBeGreaterThan(0);
    const invoices = [...files.keys()].filter((path) => path.startsWith('billing/invoices/'));
    expect(invoices.length).toBe(data('billing').bills.length);
    for (const invoice of invoices) expect(files.get(invoice)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(data('content').mails.length).toBeGreaterThan(0);

    // Every row of every service names Bertil's customer (or his address), never Anna's.
    const everything = [...files.values()].map((content) => content.toString('latin1')).join('\n');
    expect(everything).not.toContain(ANNAS_CONTACT);
    expect(everything).not.toContain('anna@annasblommor.example');
    for (const service of SERVICES) {
      const text = files.get(`${service}/data.json`)!.toString('utf8');
      expect(text).not.toMatch(new RegExp(`"(customer_id|cust_id)": ${DEMO_CUSTOMERS.anna}\\b`));
    }

    // The ready mail went to him, with the link to his profile.
    await eventually(async () => {
      const { rows } = await fx.db.query<{ text_body: string }>(
        `SELECT text_body FROM content.mails WHERE kind = 'data-export-ready' AND $1 = ANY(recipients_to)`,
        [BERTIL_EMAIL],
      );
      if (!rows.length) throw new Error('no export mail yet');
      expect(rows[0].text_body).toMatch(/\/profile\b/);
    });
    // The pieces are gone once assembled.
    const { rows } = await fx.db.query('SELECT 1 FROM customers.export_pieces WHERE request_id = $1', [requestId]);
    expect(rows).toHaveLength(0);
  });

  it('is the owner’s only: another customer, an admin and a malformed id get 404', async () => {
    const other = await fx.call('anna', 'get', `/customer/export/${requestId}/archive`).expect(404);
    expect(other.body.code).toBe('EXPORT.NOT_FOUND');
    await fx.call('admin', 'get', `/customer/export/${requestId}/archive`).expect(404);
    await fx.call('bertil', 'get', '/customer/export/not-a-uuid/archive').expect(404);
    await fx.call('anna', 'get', '/customer/export').expect(404);
  });

  it('answers 410 with a clear text once the seven days are over', async () => {
    await fx.db.query(`UPDATE customers.export_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [requestId]);
    const sv = await fx.call('bertil', 'get', `/customer/export/${requestId}/archive`).expect(410);
    expect(sv.body).toMatchObject({ statusCode: 410, code: 'EXPORT.EXPIRED' });
    expect(sv.body.message).toMatch(/gått ut.*7 dagar/);
    const en = await fx.call('bertil', 'get', `/customer/export/${requestId}/archive`, undefined, 'en').expect(410);
    expect(en.body.message).toMatch(/expired.*7 days/);
    expect((await fx.call('bertil', 'get', '/customer/export').expect(200)).body.state).toBe('expired');
    // A new request may then be made, and is a new one.
    const again = await fx.call('bertil', 'post', '/customer/export').expect(202);
    expect(again.body.id).not.toBe(requestId);
  });
});
