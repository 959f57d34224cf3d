import { callsAllowed } from './tracking-budget';

describe(callsAllowed.name, () => {
  const dhl = { perDay: 250, perSecond: 1 };

  it("releases the day's calls evenly through the day", () => {
    expect(callsAllowed(dhl, 0, 0)).toBe(0);
    expect(callsAllowed(dhl, 5, 0)).toBe(1);
    expect(callsAllowed(dhl, 200, 0)).toBe(34);
    // Half the day's calls are released by noon, but one run makes at most 50 (50 seconds at 1 a second).
    expect(callsAllowed(dhl, 719, 0)).toBe(50);
  });

  it('carries calls left unused over to later runs of the day, never past the day', () => {
    expect(callsAllowed(dhl, 719, 100)).toBe(25);
    expect(callsAllowed(dhl, 200, 34)).toBe(0);
    expect(callsAllowed(dhl, 1439, 240)).toBe(10);
    expect(callsAllowed(dhl, 1439, 250)).toBe(0);
    expect(callsAllowed(dhl, 1439, 260)).toBe(0);
  });

  it('keeps a run within 50 seconds at the per-second rate', () => {
    expect(callsAllowed({ perDay: 100_000, perSecond: 2 }, 1000, 0)).toBe(100);
  });

  it('never lets a whole day spend more than the budget', () => {
    let used = 0;
    for (let minute = 0; minute < 1440; minute++) used += callsAllowed(dhl, minute, used);
    expect(used).toBe(250);
  });
});
