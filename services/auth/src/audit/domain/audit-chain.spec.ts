import {
  addressCommitment,
  canonicalEntry,
  ChainedFields,
  chainHash,
  ChainVerifier,
  GENESIS_HASH,
  newAddressSalt,
  StoredEntry,
} from './audit-chain';

const fields = (seq: number, over: Partial<ChainedFields> = {}): ChainedFields => ({
  customerId: 1001,
  seq,
  occurredAt: `2026-11-28T08:00:0${seq}.000Z`,
  action: 'book-orders',
  outcome: 'success',
  route: 'PUT /api/consignment/book',
  userId: 11,
  companyId: null,
  apiKeyId: null,
  clientAddress: '203.0.113.9',
  requestId: `req-0000000${seq}`,
  targetIds: [String(40 + seq)],
  summary: 'fields: consignmentId, part',
  role: 'booker',
  ...over,
});

/** A chain of n entries as auth would store it. */
function chain(n: number): StoredEntry[] {
  const entries: StoredEntry[] = [];
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const entry = fields(seq);
    const hash = chainHash(previous, entry);
    entries.push({ ...entry, id: String(100 + seq), prevHash: previous, hash });
    previous = hash;
  }
  return entries;
}

const firstBreak = (entries: StoredEntry[], verifier = new ChainVerifier()) => {
  for (const entry of entries) {
    const broken = verifier.next(entry);
    if (broken) return broken;
  }
  return undefined;
};

describe('audit hash chain', () => {
  it('hashes the previous hash with the canonical entry (sha256, hex)', () => {
    const hash = chainHash(GENESIS_HASH, fields(1));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(GENESIS_HASH, fields(1))).toBe(hash);
    expect(chainHash('f'.repeat(64), fields(1))).not.toBe(hash);
  });

  it('writes the same instant the same way, whatever its notation', () => {
    expect(canonicalEntry(fields(1, { occurredAt: '2026-11-28T09:00:01+01:00' }))).toBe(canonicalEntry(fields(1)));
  });

  it.each<[keyof ChainedFields, unknown]>([
    ['summary', 'fields: part'],
    ['userId', 12],
    ['requestId', 'req-other'],
    ['targetIds', ['41', '42']],
    ['outcome', 'failure'],
    ['clientAddress', null],
    ['role', 'administrator'],
    ['role', null],
  ])('changes when %s changes', (field, value) => {
    expect(chainHash(GENESIS_HASH, fields(1, { [field]: value }))).not.toBe(chainHash(GENESIS_HASH, fields(1)));
  });

  it('writes an entry without a role as entries were written before the role existed: its thirteen fields', () => {
    const legacy = fields(1, { role: null });
    expect(canonicalEntry(legacy)).toBe(
      JSON.stringify([
        1001,
        1,
        '2026-11-28T08:00:01.000Z',
        'book-orders',
        'success',
        'PUT /api/consignment/book',
        11,
        null,
        null,
        '203.0.113.9',
        'req-00000001',
        ['41'],
        'fields: consignmentId, part',
      ]),
    );
    expect(canonicalEntry(fields(1))).toBe(`${canonicalEntry(legacy).slice(0, -1)},"booker"]`);
  });

  it('verifies an untouched chain', () => {
    expect(firstBreak(chain(5))).toBeUndefined();
  });

  it('reports an entry changed in place at that entry', () => {
    const entries = chain(5);
    entries[2] = { ...entries[2], summary: 'fields: nothing' };
    expect(firstBreak(entries)).toEqual({ customerId: 1001, id: '103', seq: 3, reason: 'hash-mismatch' });
  });

  it('reports an entry changed with its hash recomputed at the next one', () => {
    const entries = chain(5);
    const forged = { ...entries[2], summary: 'fields: nothing' };
    entries[2] = { ...forged, hash: chainHash(forged.prevHash, forged) };
    expect(firstBreak(entries)).toEqual({ customerId: 1001, id: '104', seq: 4, reason: 'prev-hash-mismatch' });
  });

  it('reports a removed entry as a gap, and swapped entries too', () => {
    const entries = chain(5);
    expect(firstBreak([...entries.slice(0, 1), ...entries.slice(2)])).toEqual(expect.objectContaining({ seq: 3, reason: 'seq-gap' }));
    expect(firstBreak([entries[0], entries[2], entries[1]])).toEqual(expect.objectContaining({ seq: 3, reason: 'seq-gap' }));
  });

  it('starts a chain retention shortened at its anchor: the first entry left must follow it', () => {
    const entries = chain(5);
    const anchor = { seq: 2, hash: entries[1].hash };
    expect(firstBreak(entries.slice(2), new ChainVerifier(anchor))).toBeUndefined();
    // Removed without moving the anchor, or one entry more than it says, or from the middle.
    expect(firstBreak(entries.slice(2))).toEqual(expect.objectContaining({ seq: 3, reason: 'seq-gap' }));
    expect(firstBreak(entries.slice(3), new ChainVerifier(anchor))).toEqual(expect.objectContaining({ seq: 4, reason: 'seq-gap' }));
    expect(firstBreak([entries[2], ...entries.slice(4)], new ChainVerifier(anchor))).toEqual(
      expect.objectContaining({ seq: 5, reason: 'seq-gap' }),
    );
    expect(firstBreak(entries.slice(2), new ChainVerifier({ seq: 2, hash: entries[0].hash }))).toEqual(
      expect.objectContaining({ seq: 3, reason: 'prev-hash-mismatch' }),
    );
  });

  describe('client address under a salted commitment', () => {
    const salt = newAddressSalt();
    const committed = (): StoredEntry => {
      const entry = fields(1, { clientAddress: addressCommitment(salt, '198.51.100.23') });
      return { ...entry, id: '101', prevHash: GENESIS_HASH, hash: chainHash(GENESIS_HASH, entry) };
    };

    it('commits to salt and address (sha256, hex), neither alone', () => {
      expect(addressCommitment(salt, '198.51.100.23')).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(addressCommitment(newAddressSalt(), '198.51.100.23')).not.toBe(addressCommitment(salt, '198.51.100.23'));
      expect(addressCommitment(salt, '198.51.100.24')).not.toBe(addressCommitment(salt, '198.51.100.23'));
    });

    it('verifies with the address kept, and without it once erased', () => {
      expect(firstBreak([{ ...committed(), address: { address: '198.51.100.23', salt } }])).toBeUndefined();
      expect(firstBreak([committed()])).toBeUndefined();
    });

    it('reports an address kept that is not the one committed to', () => {
      expect(firstBreak([{ ...committed(), address: { address: '198.51.100.99', salt } }])).toEqual(
        expect.objectContaining({ seq: 1, reason: 'address-mismatch' }),
      );
    });

    it('checks only the links of an entry whose clear address was erased', () => {
      const entries = chain(3);
      const erased = { ...entries[1], clientAddress: null, linkOnly: true };
      expect(firstBreak([entries[0], erased, entries[2]])).toBeUndefined();
      expect(firstBreak([entries[0], { ...entries[1], clientAddress: null }, entries[2]])).toEqual(
        expect.objectContaining({ seq: 2, reason: 'hash-mismatch' }),
      );
    });
  });
});
