import { DhlExpressSimulator, DhlExpressSimulatorOptions } from './dhl/dhl-express.simulator';
import { PostNordSimulator, PostNordSimulatorOptions } from './postnord/postnord.simulator';
import { SchenkerSimulator, SchenkerSimulatorOptions } from './schenker/schenker.simulator';
import { UpsSimulator, UpsSimulatorOptions } from './ups/ups.simulator';

/** The simulators' credentials: what `npm start` and the tests give both the simulators and the portal's connectors. */
export const SIMULATOR_CREDENTIALS = {
  ups: { clientId: 'frakt-sim-ups', clientSecret: 'frakt-sim-ups-secret', shipperNumber: 'A1B2C3' },
  postnord: { apiKey: 'frakt-sim-postnord-key', customerNumber: '1234567890' },
  dhlExpress: { username: 'frakt-sim-dhl', password: 'frakt-sim-dhl-secret', accountNumber: '123456789' },
  schenker: { accessKey: 'frakt-sim-schenker-access-key' },
} as const satisfies {
  ups: UpsSimulatorOptions;
  postnord: PostNordSimulatorOptions;
  dhlExpress: DhlExpressSimulatorOptions;
  schenker: SchenkerSimulatorOptions;
};

export interface CarrierSimulators {
  ups: UpsSimulator;
  postnord: PostNordSimulator;
  dhlExpress: DhlExpressSimulator;
  schenker: SchenkerSimulator;
  close(): Promise<void>;
}

/**
 * Every simulator, each on its own free port on 127.0.0.1. `delayMs`: every call is answered that much later
 * (the bench's carrier pace), until a test scripts something else.
 */
export async function startCarrierSimulators(options: { upsTokenSeconds?: number; delayMs?: number } = {}): Promise<CarrierSimulators> {
  const ups = new UpsSimulator({ ...SIMULATOR_CREDENTIALS.ups, tokenSeconds: options.upsTokenSeconds });
  const postnord = new PostNordSimulator(SIMULATOR_CREDENTIALS.postnord);
  const dhlExpress = new DhlExpressSimulator(SIMULATOR_CREDENTIALS.dhlExpress);
  const schenker = new SchenkerSimulator(SIMULATOR_CREDENTIALS.schenker);
  await Promise.all([ups.listen(), postnord.listen(), dhlExpress.listen(), schenker.listen()]);
  if (options.delayMs)
    for (const simulator of [ups, postnord, dhlExpress, schenker]) simulator.failAlways({ kind: 'slow', ms: options.delayMs });
  return {
    ups,
    postnord,
    dhlExpress,
    schenker,
    close: async () => {
      await Promise.all([ups.close(), postnord.close(), dhlExpress.close(), schenker.close()]);
    },
  };
}
