/** One tracking event of a scripted journey, in the carrier's own vocabulary. */
export interface JourneyStep {
  /** The carrier's event code (UPS status type, PostNord event status, DHL checkpoint code). */
  code: string;
  /** When it happens: the simulator shows it once its clock has passed this instant. */
  at: Date;
  location: string;
  description: string;
}

/** The default journey, as offsets from the first time a number is asked about. */
export interface DefaultStep {
  code: string;
  afterMinutes: number;
  location: string;
  description: string;
}

/**
 * The journeys a tracking simulator answers: scripted per tracking number by a test, or for any other number a
 * default journey that starts when the number is first asked about (what `npm start` sees). Events appear as
 * the simulator's clock passes them, so a test moving its clock sees the consignment travel.
 */
export class TrackingJourneys {
  private readonly scripted = new Map<string, JourneyStep[]>();
  private readonly started = new Map<string, number>();

  constructor(
    private readonly defaults: readonly DefaultStep[],
    private readonly now: () => number,
  ) {}

  script(trackingNumber: string, steps: readonly JourneyStep[]): void {
    this.scripted.set(
      trackingNumber,
      [...steps].sort((a, b) => a.at.getTime() - b.at.getTime()),
    );
  }

  /** The events that have happened by now, oldest first; undefined for a number nobody scripted when defaults are off. */
  visible(trackingNumber: string): JourneyStep[] {
    const now = this.now();
    const scripted = this.scripted.get(trackingNumber);
    if (scripted) return scripted.filter((step) => step.at.getTime() <= now);
    let start = this.started.get(trackingNumber);
    if (start === undefined) this.started.set(trackingNumber, (start = now));
    return this.defaults
      .map((step) => ({
        code: step.code,
        at: new Date(start + step.afterMinutes * 60_000),
        location: step.location,
        description: step.description,
      }))
      .filter((step) => step.at.getTime() <= now);
  }
}

/** "20250610", "101500" style local date and time parts of an instant at a fixed offset (minutes east of UTC). */
export function localParts(at: Date, offsetMinutes: number): { date: string; time: string; iso: string } {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return {
    date: shifted.slice(0, 10).replace(/-/g, ''),
    time: shifted.slice(11, 19).replace(/:/g, ''),
    iso: `${shifted.slice(0, 19)}${offset}`,
  };
}
