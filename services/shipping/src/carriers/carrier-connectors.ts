import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CarrierSimulators, SIMULATOR_CREDENTIALS, startCarrierSimulators } from '@freight/carrier-simulators';
import { SHIPPING_CONFIG, ShippingConfig } from '../shipping.config';
import { CarrierBooking } from './carrier-booking.port';
import type { CarrierConnector } from './carrier-connector';
import { CarrierPolicy } from './carrier-policy';
import type { CarrierBooked, CarrierShipment } from './carrier-shipment';
import { DhlExpressConnector } from './dhl-express/dhl-express.connector';
import { LocalConnector } from './local/local.connector';
import { PostNordConnector } from './postnord/postnord.connector';
import { SchenkerConnector } from './schenker/schenker.connector';
import { UpsConnector } from './ups/ups.connector';

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

  constructor(@Inject(SHIPPING_CONFIG) private readonly config: ShippingConfig) {
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
    const { connector, policy } = this.of(shipment.carrierCode);
    if (lookupFirst) {
      const found = await policy.run('lookup', (signal) => connector.findByReference(shipment, signal));
      if (found) return found;
    }
    return policy.run('book', (signal) => connector.book(shipment, signal));
  }

  async cancel(carrierCode: number, carrierShipmentId: string): Promise<void> {
    const { connector, policy } = this.of(carrierCode);
    await policy.run('cancel', (signal) => connector.cancel(carrierShipmentId, signal));
  }

  private of(carrierCode: number) {
    return this.connectors.get(carrierCode) ?? this.local;
  }

  private guarded(connector: CarrierConnector) {
    return { connector, policy: new CarrierPolicy(connector.name, this.config.carriers) };
  }
}
