/** One replica's state as the pool last saw it. */
interface Replica {
  url: string;
  /** Ready for calls: its readiness answered 200 at the last look, and no call has been refused since. */
  ready: boolean;
}

export type ReadinessProbe = (url: string) => Promise<boolean>;

/** GET /api/health/ready: 200 while the replica serves; 503 while it starts or drains; refused when it is gone. */
export const probeReadiness: ReadinessProbe = async (url) => {
  try {
    const response = await fetch(new URL('/api/health/ready', url), { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
};

/**
 * A service's replicas behind the gateway: calls go round the ready ones; a replica that refuses a call or
 * fails its readiness (it drains, restarts or is gone) is left out until its readiness answers 200 again. With
 * none ready, calls still go round all of them, so a lone service that restarts is waited for as before.
 */
export class UpstreamPool {
  private replicas: Replica[];
  private turn = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    readonly service: string,
    urls: readonly string[],
    private readonly probe: ReadinessProbe = probeReadiness,
  ) {
    if (!urls.length) throw new Error(`no upstream for ${service}`);
    this.replicas = urls.map((url) => ({ url: new URL(url).origin, ready: true }));
  }

  get urls(): string[] {
    return this.replicas.map((r) => r.url);
  }

  get readyCount(): number {
    return this.replicas.filter((r) => r.ready).length;
  }

  /** The next replica for a call, other than `avoid` (the one that just refused it) when another is ready. */
  pick(avoid?: string): string {
    const ready = this.replicas.filter((r) => r.ready && r.url !== avoid);
    const candidates = ready.length ? ready : this.replicas;
    this.turn = (this.turn + 1) % candidates.length;
    return candidates[this.turn].url;
  }

  /** Whether another replica than `url` is ready now: a call refused by `url` can go there at once. */
  hasOtherReady(url: string): boolean {
    return this.replicas.some((r) => r.ready && r.url !== url);
  }

  /** A call was refused or broken off: out of rotation until its readiness says otherwise. */
  leaveOut(url: string): void {
    const replica = this.replicas.find((r) => r.url === new URL(url).origin);
    if (replica) replica.ready = false;
  }

  /**
   * A new set of replicas (scaled up or down): the ones kept keep their state; a new one is looked at before it
   * gets calls. An empty set is ignored (a service always has a replica).
   */
  async replace(urls: readonly string[]): Promise<void> {
    const origins = [...new Set(urls.map((url) => new URL(url).origin))];
    if (!origins.length || origins.join() === this.urls.join()) return;
    const known = new Map(this.replicas.map((r) => [r.url, r]));
    const added = origins.filter((url) => !known.has(url)).map((url) => ({ url, ready: false }));
    await Promise.all(added.map(async (replica) => (replica.ready = await this.probe(replica.url))));
    this.replicas = origins.map((url) => known.get(url) ?? added.find((r) => r.url === url)!);
  }

  /** Looks at every replica's readiness once. */
  async look(): Promise<void> {
    await Promise.all(
      this.replicas.map(async (replica) => {
        replica.ready = await this.probe(replica.url);
      }),
    );
  }

  /**
   * Every `intervalMs` until stopped: `before` (a new set of replicas, say), then the replicas' readiness when
   * there are several (a lone one gets every call whatever it answers).
   */
  watch(intervalMs: number, before: () => Promise<void> = async () => undefined): void {
    if (this.timer) return;
    this.timer = setInterval(() => void before().then(() => (this.replicas.length > 1 ? this.look() : undefined)), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
