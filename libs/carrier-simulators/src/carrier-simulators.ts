import { PostNordSimulator, PostNordSimulatorOptions } from './postnord/postnord.simulator';
import { UpsSimulator, UpsSimulatorOptions } from './ups/ups.simulator';

/** The simulators' credentials: what `npm start` and the tests give both the simulators and the portal's connectors. */
export const SIMULATOR_CREDENTIALS = {
  ups: { clientId: 'frakt-sim-ups', clientSecret: 'frakt-sim-ups-secret', shipperNumber: 'A1B2C3' },
  postnord: { apiKey: 'frakt-sim-postnord-key', customerNumber: '1234567890' },
} as const satisfies { ups: UpsSimulatorOptions; postnord: PostNordSimulatorOptions };

export interface CarrierSimulators {
  ups: UpsSimulator;
  postnord: PostNordSimulator;
  close(): Promise<void>;
}

/** Every simulator, each on its own free port on 127.0.0.1. */
export async function startCarrierSimulators(options: { upsTokenSeconds?: number } = {}): Promise<CarrierSimulators> {
  const ups = new UpsSimulator({ ...SIMULATOR_CREDENTIALS.ups, tokenSeconds: options.upsTokenSeconds });
  const postnord = new PostNordSimulator(SIMULATOR_CREDENTIALS.postnord);
  await Promise.all([ups.listen(), postnord.listen()]);
  return {
    ups,
    postnord,
    close: async () => {
      await Promise.all([ups.close(), postnord.close()]);
    },
  };
}
