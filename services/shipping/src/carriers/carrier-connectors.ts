import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import { CarrierAgreementStore, OpenedAgreement } from '../carrier-agreements';
import { CarrierSimulators, SIMULATOR_CREDENTIALS, startCarrierSimulators } from '@freight/carrier-simulators';
import {
  DhlExpressCarrierConfig,
  PostNordCarrierConfig,
  SchenkerCarrierConfig,
  SHIPPING_CONFIG,
  ShippingConfig,
  UpsCarrierConfig,
} from '../shipping.config';
import { CarrierBooking } from './carrier-booking.port';
import type { CarrierConnector } from './carrier-connector';
import { CarrierPolicy } from './carrier-policy';
import type { CarrierBooked, CarrierPickup, CarrierShipment } from './carrier-shipment';
import { DhlExpressConnector } from './dhl-express/dhl-express.connector';
import { LocalConnector } from './local/local.connector';
import { PostNordConnector } from './postnord/postnord.connector';
import { SchenkerConnector } from './schenker/schenker.connector';
import { UpsConnector } from './ups/ups.connector';

const MAX_CUSTOMER_CONNECTORS = 1000;

/** A connector on the portal's settings for the carrier (its host, label format) with the customer's account and credentials. */
function customerConnector(
  carrierCode: number,
  settings: UpsCarrierConfig | PostNordCarrierConfig | DhlExpressCarrierConfig | SchenkerCarrierConfig,
  { accountNo, credentials }: OpenedAgreement,
): CarrierConnector {
  switch (carrierCode) {
    case CARRIER_CODES.ups:
      return new UpsConnector({
        ...(settings as UpsCarrierConfig),
        shipperNumber: accountNo,
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
      });
    case CARRIER_CODES.postnord:
      return new PostNordConnector({ ...(settings as PostNordCarrierConfig), customerNumber: accountNo, apiKey: credentials.apiKey });
    case CARRIER_CODES.dhlExpress:
      return new DhlExpressConnector({
        ...(settings as DhlExpressCarrierConfig),
        accountNumber: accountNo,
        username: credentials.username,
        password: credentials.password,
      });
    default:
      return new SchenkerConnector({ ...(settings as SchenkerCarrierConfig), userId: accountNo, accessKey: credentials.accessKey });
  }
}

/** Carrier codes of the reference data. */
export const CARRIER_CODES = { ups: 131, schenker: 116, postnord: 4, dhlExpress: 225 } as const;

/**
 * The carrier edge: one connector per carrier code (UPS, PostNord, DHL Express and DB Schenker at their APIs or, by
 * default outside production, at the in-process simulators started here; every other carrier local), each
 * behind its own CarrierPolicy.
 */
@Injectable()
export class ConnectorCarrierBooking extends CarrierBooking implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Carriers');
  private readonly connectors = new Map<number, { connector: CarrierConnector; policy: CarrierPolicy }>();
  private readonly local: { connector: CarrierConnector; policy: CarrierPolicy };
  private started: CarrierSimulators | null = null;
  /** The portal's own settings per carrier (where its API is, which label format): a customer's agreement replaces the account. */
  private readonly settings = new Map<number, UpsCarrierConfig | PostNordCarrierConfig | DhlExpressCarrierConfig | SchenkerCarrierConfig>();
  /** Connectors built for customers' own agreements, by customer, carrier and the agreement's version. */
  private readonly customerConnectors = new Map<string, CarrierConnector>();

  constructor(
    @Inject(SHIPPING_CONFIG) private readonly config: ShippingConfig,
    @Optional() private readonly agreements?: CarrierAgreementStore,
  ) {
    super();
    this.local = this.guarded(new LocalConnector());
  }

  /** The in-process simulators (null when the carriers are real): tests script their failures. */
  get simulators(): CarrierSimulators | null {
    return this.started;
  }

  async onModuleInit(): Promise<void> {
    const { carriers } = this.config;
    let ups = carriers.ups;
    let postnord = carriers.postnord;
    let dhlExpress = carriers.dhlExpress;
    let schenker = carriers.schenker;
    if (carriers.simulated) {
      this.started = await startCarrierSimulators({ delayMs: carriers.simulatorDelayMs });
      ups = { baseUrl: this.started.ups.baseUrl, ...SIMULATOR_CREDENTIALS.ups, labelFormat: 'GIF' };
      postnord = { baseUrl: this.started.postnord.baseUrl, ...SIMULATOR_CREDENTIALS.postnord, labelFormat: 'pdf' };
      dhlExpress = { baseUrl: this.started.dhlExpress.baseUrl, ...SIMULATOR_CREDENTIALS.dhlExpress };
      schenker = { baseUrl: this.started.schenker.baseUrl, ...SIMULATOR_CREDENTIALS.schenker };
    }
    if (ups) this.connectors.set(CARRIER_CODES.ups, this.guarded(new UpsConnector(ups)));
    if (postnord) this.connectors.set(CARRIER_CODES.postnord, this.guarded(new PostNordConnector(postnord)));
    if (dhlExpress) this.connectors.set(CARRIER_CODES.dhlExpress, this.guarded(new DhlExpressConnector(dhlExpress)));
    if (schenker) this.connectors.set(CARRIER_CODES.schenker, this.guarded(new SchenkerConnector(schenker)));
    for (const [code, settings] of [
      [CARRIER_CODES.ups, ups],
      [CARRIER_CODES.postnord, postnord],
      [CARRIER_CODES.dhlExpress, dhlExpress],
      [CARRIER_CODES.schenker, schenker],
    ] as const)
      if (settings) this.settings.set(code, settings);
    this.logger.log(
      `carriers: ${[...this.connectors].map(([code, c]) => `${code}=${c.connector.name}`).join(', ') || 'none'}${carriers.simulated ? ' (simulated)' : ''}; others local`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.started?.close();
    this.started = null;
  }

  policyOf(carrierCode: number): CarrierPolicy {
    return this.of(carrierCode).policy;
  }

  connectorName(carrierCode: number): string {
    return this.of(carrierCode).connector.name;
  }

  canLookUp(carrierCode: number): boolean {
    return this.of(carrierCode).connector.canLookUp !== false;
  }

  async book(shipment: CarrierShipment, { lookupFirst }: { lookupFirst: boolean }): Promise<CarrierBooked> {
    const { connector, policy } = await this.forCustomer(shipment.carrierCode, shipment.customerId);
    if (lookupFirst) {
      const found = await policy.run('lookup', (signal) => connector.findByReference(shipment, signal));
      if (found) return found;
    }
    return policy.run('book', (signal) => connector.book(shipment, signal));
  }

  async cancel(carrierCode: number, carrierShipmentId: string, customerId?: number): Promise<void> {
    const { connector, policy } = await this.forCustomer(carrierCode, customerId);
    await policy.run('cancel', (signal) => connector.cancel(carrierShipmentId, signal));
  }

  picksUp(carrierCode: number): boolean {
    return typeof this.of(carrierCode).connector.bookPickup === 'function';
  }

  async bookPickup(pickup: CarrierPickup, customerId?: number): Promise<string> {
    const { connector, policy } = await this.forCustomer(pickup.shipment.carrierCode, customerId);
    if (!connector.bookPickup) throw new Error(`${connector.name} books no pickups`);
    return policy.run('pickup', (signal) => connector.bookPickup!(pickup, signal));
  }

  async cancelPickup(carrierCode: number, confirmationNo: string, customerId?: number): Promise<void> {
    const { connector, policy } = await this.forCustomer(carrierCode, customerId);
    if (!connector.cancelPickup) return;
    await policy.run('cancel-pickup', (signal) => connector.cancelPickup!(confirmationNo, signal));
  }

  /**
   * The connector for the customer's own agreement with the carrier when it has one, else the portal's. The carrier's
   * policy (breaker, rate limit) is shared: the carrier's health does not depend on whose account calls it. A
   * connector per agreement version is kept, so a UPS OAuth token is cached per customer account.
   */
  private async forCustomer(carrierCode: number, customerId: number | undefined) {
    const portal = this.of(carrierCode);
    const settings = this.settings.get(carrierCode);
    if (customerId === undefined || !this.agreements || !settings) return portal;
    const agreement = await this.agreements.opened(customerId, carrierCode);
    if (!agreement) return portal;
    const key = `${customerId}:${carrierCode}:${agreement.version}`;
    let connector = this.customerConnectors.get(key);
    if (!connector) {
      connector = customerConnector(carrierCode, settings, agreement);
      for (const old of this.customerConnectors.keys())
        if (old.startsWith(`${customerId}:${carrierCode}:`)) this.customerConnectors.delete(old);
      this.customerConnectors.set(key, connector);
      while (this.customerConnectors.size > MAX_CUSTOMER_CONNECTORS)
        this.customerConnectors.delete(this.customerConnectors.keys().next().value as string);
    }
    return { connector, policy: portal.policy };
  }

  private of(carrierCode: number) {
    return this.connectors.get(carrierCode) ?? this.local;
  }

  private guarded(connector: CarrierConnector) {
    return { connector, policy: new CarrierPolicy(connector.name, this.config.carriers) };
  }
}
