import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('shares one run among callers without a connection, and runs again once it has settled', async () => {
    let runs = 0;
    const flight = new SingleFlight(async () => ++runs);
    await expect(Promise.all([flight.run(false), flight.run(false), flight.run(false)])).resolves.toEqual([1, 1, 1]);
    await expect(flight.run(false)).resolves.toBe(2);
  });

  it('lets a caller holding a connection run on it rather than wait for a shared run stuck on the pool', async () => {
    let release!: (value: string) => void;
    const results = [new Promise<string>((resolve) => (release = resolve)), Promise.resolve('own')];
    const flight = new SingleFlight(() => results.shift()!);
    const waiting = flight.run(false);
    await expect(flight.run(true)).resolves.toBe('own');
    release('shared');
    await expect(waiting).resolves.toBe('shared');
  });

  it('hands a failure to every sharer and tries afresh on the next call', async () => {
    const work = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('ok');
    const flight = new SingleFlight<string>(work);
    await expect(Promise.all([flight.run(false), flight.run(false)])).rejects.toThrow('database down');
    await expect(flight.run(false)).resolves.toBe('ok');
    expect(work).toHaveBeenCalledTimes(2);
  });
});
