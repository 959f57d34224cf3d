import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import {
  SIMULATOR_CREDENTIALS,
  startTrackingSimulators,
  TRACKING_SIMULATOR_CREDENTIALS,
  TrackingSimulators,
} from '@freight/carrier-simulators';
import { SHIPPING_CONFIG, ShippingConfig } from '../../shipping.config';
import { CarrierPolicy } from '../carrier-policy';
import { DhlExpressTrackingConnector } from '../dhl-express/dhl-express-tracking.connector';
import { PostNordTrackingConnector } from '../postnord/postnord-tracking.connector';
import { SchenkerTrackingConnector } from '../schenker/schenker-tracking.connector';
import { UpsTrackingConnector } from '../ups/ups-tracking.connector';
import { TRACKING_CONFIG, TrackingConfig } from './carrier-tracking.config';
import { CarrierTracking, CarrierTrackingConnector, TrackedEvent } from './carrier-tracking.port';

/** Carrier codes of the reference data (as carriers/CARRIER_CODES). */
const UPS = 131;
const POSTNORD = 4;
const DHL_EXPRESS = 225;
const SCHENKER = 116;

/**
 * The carriers' tracking APIs: UPS and PostNord on the hosts and credentials they book with, DHL on its unified
 * tracking API, DB Schenker on its Partner Services API; by default outside production the tracking simulators, started here. Each behind a policy of
 * its own, so slow tracking never opens the breaker that bookings go through.
 */
@Injectable()
export class ConnectorCarrierTracking extends CarrierTracking implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CarrierTracking');
  private readonly connectors = new Map<number, { connector: CarrierTrackingConnector; policy: CarrierPolicy }>();
  private started: TrackingSimulators | null = null;
  private clock: () => number = Date.now;

  constructor(
    @Inject(SHIPPING_CONFIG) private readonly shipping: ShippingConfig,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
  ) {
    super();
  }

  /** The tracking simulators (null when the carriers are real): tests script journeys on them. */
  get simulators(): TrackingSimulators | null {
    return this.started;
  }

  /** The simulators' clock (tests move journeys with their own). */
  useClock(now: () => number): void {
    this.clock = now;
  }

  async onModuleInit(): Promise<void> {
    const { carriers } = this.shipping;
    if (carriers.simulated) {
      this.started = await startTrackingSimulators({ now: () => this.clock() });
      this.add(UPS, new UpsTrackingConnector({ baseUrl: this.started.ups.baseUrl, ...SIMULATOR_CREDENTIALS.ups }));
      this.add(POSTNORD, new PostNordTrackingConnector({ baseUrl: this.started.postnord.baseUrl, ...SIMULATOR_CREDENTIALS.postnord }));
      this.add(DHL_EXPRESS, new DhlExpressTrackingConnector({ baseUrl: this.started.dhl.baseUrl, ...TRACKING_SIMULATOR_CREDENTIALS.dhl }));
      this.add(
        SCHENKER,
        new SchenkerTrackingConnector({
          baseUrl: `${this.started.schenker.baseUrl}/Apipartner`,
          ...TRACKING_SIMULATOR_CREDENTIALS.schenker,
        }),
      );
    } else {
      if (carriers.ups) this.add(UPS, new UpsTrackingConnector(carriers.ups));
      if (carriers.postnord) this.add(POSTNORD, new PostNordTrackingConnector(carriers.postnord));
      if (this.config.dhl) this.add(DHL_EXPRESS, new DhlExpressTrackingConnector(this.config.dhl));
      if (this.config.schenker) this.add(SCHENKER, new SchenkerTrackingConnector(this.config.schenker));
    }
    this.logger.log(`tracking: ${[...this.connectors.keys()].join(', ') || 'none'}${carriers.simulated ? ' (simulated)' : ''}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.started?.close();
    this.started = null;
  }

  carrierCodes(): number[] {
    return [...this.connectors.keys()];
  }

  track(carrierCode: number, trackingNumber: string): Promise<TrackedEvent[]> {
    const found = this.connectors.get(carrierCode);
    if (!found) return Promise.resolve([]);
    return found.policy.run('track', (signal) => found.connector.track(trackingNumber, signal));
  }

  private add(carrierCode: number, connector: CarrierTrackingConnector): void {
    this.connectors.set(carrierCode, { connector, policy: new CarrierPolicy(connector.name, this.shipping.carriers) });
  }
}
