import { DhlTrackingSimulator } from '../dhl/dhl-tracking.simulator';
import { PostNordTrackingSimulator } from '../postnord/postnord-tracking.simulator';
import { SchenkerTrackingSimulator } from '../schenker/schenker-tracking.simulator';
import { UpsTrackingSimulator } from '../ups/ups-tracking.simulator';
import { SIMULATOR_CREDENTIALS } from '../carrier-simulators';

export const TRACKING_SIMULATOR_CREDENTIALS = {
  dhl: { apiKey: 'frakt-sim-dhl-tracking-key' },
  schenker: { username: 'frakt-sim-schenker-partner', password: 'frakt-sim-schenker-partner-password' },
} as const;

export interface TrackingSimulators {
  ups: UpsTrackingSimulator;
  postnord: PostNordTrackingSimulator;
  dhl: DhlTrackingSimulator;
  schenker: SchenkerTrackingSimulator;
  close(): Promise<void>;
}

/**
 * The carriers' tracking APIs, each on its own free port on 127.0.0.1, with the booking simulators' credentials
 * (UPS and PostNord track on the same API as they book) and one clock: a test passes its own to move journeys.
 */
export async function startTrackingSimulators(options: { now?: () => number } = {}): Promise<TrackingSimulators> {
  const ups = new UpsTrackingSimulator({ ...SIMULATOR_CREDENTIALS.ups, now: options.now });
  const postnord = new PostNordTrackingSimulator({ ...SIMULATOR_CREDENTIALS.postnord, now: options.now });
  const dhl = new DhlTrackingSimulator({ ...TRACKING_SIMULATOR_CREDENTIALS.dhl, now: options.now });
  const schenker = new SchenkerTrackingSimulator({ ...TRACKING_SIMULATOR_CREDENTIALS.schenker, now: options.now });
  await Promise.all([ups.listen(), postnord.listen(), dhl.listen(), schenker.listen()]);
  return {
    ups,
    postnord,
    dhl,
    schenker,
    close: async () => {
      await Promise.all([ups.close(), postnord.close(), dhl.close(), schenker.close()]);
    },
  };
}
