import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { batcherPer, batchParam, maskSecret, preparedSql, runPrepared, SecretBox } from '@freight/kernel';
import { AGREEMENT_SHAPES, CarrierAgreement } from '../domain/carrier-agreement';

/** An agreement as the profile shows it: the account, each credential masked, when it was last changed. */
export interface CarrierAgreementView {
  carrierCode: number;
  accountField: string;
  accountNo: string;
  credentials: Record<string, string>;
  updatedAt: string;
}

/** What a booking needs of an agreement: the credentials opened, and a version that changes with any edit. */
export interface OpenedAgreement extends CarrierAgreement {
  version: string;
}

interface Row {
  customer_id: number;
  carrier_code: number;
  account_no: string;
  credentials: string;
  updated_at: Date;
}

// Read for each carrier call of a booking (the shipment, then its pickup): prepared, past TypeORM's runner, and the
// look-ups of concurrent calls in one statement (one row or none per call; OFFSET 0 keeps each on the primary key).
const OPENED = preparedSql(
  `SELECT x.n, a.account_no, a.credentials
     FROM json_to_recordset($1::json) AS x(n integer, customer_id integer, carrier_code integer)
    CROSS JOIN LATERAL (SELECT account_no, credentials FROM carrier_agreements c
                         WHERE c.customer_id = x.customer_id AND c.carrier_code = x.carrier_code OFFSET 0) a`,
);

type Sealed = Pick<Row, 'account_no' | 'credentials'>;
type Wanted = Pick<Row, 'customer_id' | 'carrier_code'>;

async function readSealed(dataSource: DataSource, wanted: readonly Wanted[]): Promise<Array<Sealed | undefined>> {
  const rows = await runPrepared<Sealed & { n: number }>(dataSource, OPENED, [batchParam(wanted.map((w, i) => ({ n: i + 1, ...w })))]);
  const byCall: Array<Sealed | undefined> = wanted.map(() => undefined);
  for (const { n, ...row } of rows) byCall[n - 1] = row;
  return byCall;
}

// A batch starts after each of its calls was made, so it sees every edit acknowledged before them.
const sealedBatcherOf = batcherPer(readSealed, { concurrency: 2, maxBatch: 100 });

const contextOf = (customerId: number, carrierCode: number) => `shipping.carrier_agreements.credentials:${customerId}:${carrierCode}`;

/**
 * The one way to customers' carrier credentials: sealed when written, opened only for the carrier call that uses
 * them (they never leave this service, are never answered back whole, never logged). At start, rows sealed under
 * a retired key are sealed again under the current one.
 */
@Injectable()
export class CarrierAgreementStore implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly box: SecretBox,
  ) {}

  async onModuleInit(): Promise<void> {
    const rows: Row[] = await this.dataSource.query('SELECT * FROM carrier_agreements WHERE credentials NOT LIKE $1', [
      `sb1.${this.box.currentKeyId}.%`,
    ]);
    for (const row of rows) {
      const context = contextOf(row.customer_id, row.carrier_code);
      const plain = SecretBox.isSealed(row.credentials) ? this.box.open(row.credentials, context) : row.credentials;
      await this.dataSource.query(
        'UPDATE carrier_agreements SET credentials = $4 WHERE customer_id = $1 AND carrier_code = $2 AND credentials = $3',
        [row.customer_id, row.carrier_code, row.credentials, this.box.seal(plain, context)],
      );
    }
  }

  async save(manager: EntityManager, customerId: number, userId: number, agreement: CarrierAgreement): Promise<CarrierAgreementView> {
    const sealed = this.box.seal(JSON.stringify(agreement.credentials), contextOf(customerId, agreement.carrierCode));
    const [row]: Row[] = await manager.query(
      `INSERT INTO carrier_agreements (customer_id, carrier_code, account_no, credentials, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_id, carrier_code) DO UPDATE
         SET account_no = EXCLUDED.account_no, credentials = EXCLUDED.credentials, updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING *`,
      [customerId, agreement.carrierCode, agreement.accountNo, sealed, userId],
    );
    return this.view(row);
  }

  async remove(manager: EntityManager, customerId: number, carrierCode: number): Promise<boolean> {
    const [, count] = await manager.query('DELETE FROM carrier_agreements WHERE customer_id = $1 AND carrier_code = $2', [
      customerId,
      carrierCode,
    ]);
    return count > 0;
  }

  async list(manager: EntityManager, customerId: number): Promise<CarrierAgreementView[]> {
    const rows: Row[] = await manager.query('SELECT * FROM carrier_agreements WHERE customer_id = $1 ORDER BY carrier_code', [customerId]);
    return rows.map((row) => this.view(row));
  }

  /** The customer's agreement with the carrier, opened for its call; null when it has none (the portal's is used). */
  async opened(customerId: number, carrierCode: number): Promise<OpenedAgreement | null> {
    const row = await sealedBatcherOf(this.dataSource).call({ customer_id: customerId, carrier_code: carrierCode });
    if (!row) return null;
    const credentials = JSON.parse(this.box.open(row.credentials, contextOf(customerId, carrierCode))) as Record<string, string>;
    // Each sealing draws a fresh IV: it names this version of the agreement.
    return { carrierCode, accountNo: row.account_no, credentials, version: row.credentials.split('.')[2] };
  }

  private view(row: Row): CarrierAgreementView {
    const credentials = JSON.parse(this.box.open(row.credentials, contextOf(row.customer_id, row.carrier_code))) as Record<string, string>;
    return {
      carrierCode: row.carrier_code,
      accountField: AGREEMENT_SHAPES[row.carrier_code]?.account ?? 'accountNo',
      accountNo: row.account_no,
      credentials: Object.fromEntries(Object.entries(credentials).map(([name, value]) => [name, maskSecret(value)])),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
}
