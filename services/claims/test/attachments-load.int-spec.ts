import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { DEMO_CUSTOMERS, signInDemoAccounts, startTestPortal, TestPortal } from '../../all-in-one/test/portal';

/**
 * The figures for attachments, on the embedded portal with the real PostgreSQL: a 10 MB upload and its
 * download grow the process's RSS by at most 30 MB (the bytes stream through in chunks), and 50 concurrent 5 MB
 * uploads all complete without a 5xx. The client here streams too, so what grows is the portal's share.
 */
describe('Attachments under load: streamed through, never held whole', () => {
  const MB = 1024 * 1024;
  let portal: TestPortal;
  let token = '';
  let port = 0;

  beforeAll(async () => {
    portal = await startTestPortal();
    token = (await signInDemoAccounts(portal)).anna;
    port = Number(new URL(portal.running.url!).port);
  });

  afterAll(async () => {
    await portal?.close();
  });

  /** A booked order of anna's in claims' copy and a complaint about it (SQL: the booking path is not what is measured). */
  async function complaint(n: number): Promise<number> {
    const consignmentNo = `LOAD${n}${Date.now()}`;
    await portal.db.query(
      `INSERT INTO claims.booked_orders (order_no, customer_id, consignment_no, supplier_id, template_name, insured, goods_value_ore, booked_at)
       VALUES ($1, $2, $3, 4, 'PN_PARCEL', false, 0, now())`,
      [`LOADORDER${n}${Date.now()}`.slice(0, 16), DEMO_CUSTOMERS.anna, consignmentNo],
    );
    const res = await portal.http
      .post('/api/complaint/')
      .auth(token, { type: 'bearer' })
      .send({ identifier: consignmentNo, description: 'Last', send: false })
      .expect(201);
    return res.body.id as number;
  }

  /** A PDF of `size` bytes generated in 64 kB pieces as it is sent. */
  function pdfStream(size: number): Readable {
    const piece = Buffer.alloc(64 * 1024, 0x20);
    Buffer.from('%PDF-1.7\n').copy(piece);
    let sent = 0;
    return new Readable({
      read() {
        if (sent >= size) return void this.push(null);
        const n = Math.min(piece.length, size - sent);
        this.push(piece.subarray(0, n));
        sent += n;
      },
    });
  }

  /** multipart/form-data with one file part, streamed (Content-Length known up front, as a browser sends it). */
  function streamUpload(complaintId: number, size: number): Promise<number> {
    const boundary = `----frakt${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="last.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/complaint/file/upload/${complaintId}`,
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': head.length + size + tail.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(head);
      const body = pdfStream(size);
      body.on('end', () => req.end(tail));
      body.pipe(req, { end: false });
    });
  }

  /**
   * The 10 MB upload and its download from another process, so the RSS measured here is the portal's alone and
   * not also the client's socket buffers. Prints the stored file's download byte count.
   */
  const CLIENT = `
    const http = require('node:http');
    const [port, token, complaintId, size] = process.argv.slice(1);
    const boundary = '----frakt' + Date.now();
    const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="stor.pdf"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n');
    const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
    const piece = Buffer.alloc(64 * 1024, 0x20);
    Buffer.from('%PDF-1.7\\n').copy(piece);
    const auth = { Authorization: 'Bearer ' + token };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/complaint/file/upload/' + complaintId,
      headers: { ...auth, 'Content-Type': 'multipart/form-data; boundary=' + boundary, 'Content-Length': head.length + Number(size) + tail.length } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        const id = JSON.parse(text).id;
        http.get({ host: '127.0.0.1', port, path: '/api/complaint/file/download/?filePath=' + id, headers: auth }, (down) => {
          let bytes = 0;
          down.on('data', (c) => (bytes += c.length));
          down.on('end', () => console.log(JSON.stringify({ upload: res.statusCode, download: down.statusCode, bytes })));
        });
      });
    });
    req.write(head);
    let sent = 0;
    (function pump() {
      while (sent < size) {
        const n = Math.min(piece.length, size - sent);
        sent += n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    })();
  `;

  function runClient(complaintId: number, size: number): Promise<{ upload: number; download: number; bytes: number }> {
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        ['-e', CLIENT, String(port), token, String(complaintId), String(size)],
        { timeout: 60_000 },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
      );
    });
  }

  it("uploads and downloads a 10 MB file with the portal's RSS growing at most 30 MB", async () => {
    const id = await complaint(0);
    // Warm-up at full size: the first transfer loads code paths, fills pools and sizes the allocator's arenas for
    // socket and driver buffers; the figure is what one more 10 MB transfer costs a running portal.
    const cold = process.memoryUsage().rss;
    expect(await runClient(id, 10 * MB)).toEqual({ upload: 201, download: 200, bytes: 10 * MB });
    console.log(`first 10 MB upload + download (cold): portal RSS growth ${((process.memoryUsage().rss - cold) / MB).toFixed(1)} MB`);
    await portal.db.query(`DELETE FROM claims.attachments WHERE owner_id = $1`, [id]);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      expect(await runClient(id, 10 * MB)).toEqual({ upload: 201, download: 200, bytes: 10 * MB });
    } finally {
      clearInterval(sampler);
    }
    const after = process.memoryUsage().rss;
    // The peak, sampled every 5 ms, also counts socket and driver buffers that are garbage but not yet collected.
    const peakGrowthMb = (peak - before) / MB;
    console.log(
      `10 MB upload + download (warm): portal RSS ${Math.round(before / MB)} MB before, ${Math.round(after / MB)} MB after, peak growth ${peakGrowthMb.toFixed(1)} MB`,
    );
    expect(peakGrowthMb).toBeLessThanOrEqual(30);
  });

  it('completes 50 concurrent uploads of 5 MB with no 5xx', async () => {
    const complaints: number[] = [];
    for (let i = 1; i <= 10; i++) complaints.push(await complaint(i));
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => streamUpload(complaints[i % 10], 5 * MB)));
    const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(`50 concurrent 5 MB uploads: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 201: 50 });
    const { rows } = await portal.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM claims.attachments WHERE owner_id = ANY($1) AND state = 'stored'`,
      [complaints],
    );
    expect(rows[0].n).toBe(50);
  });
});
