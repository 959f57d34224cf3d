import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createCityFill } from './cityLookup';

type Lookup = (countryCode: string, postcode: string) => Promise<string | null>;

describe('createCityFill', () => {
  let answers: [string, string | null][];
  beforeEach(() => {
    jest.useFakeTimers();
    answers = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const start = (postcode = '', city = '') => createCityFill({ key: `SE|${postcode}`, city }, (key, found) => answers.push([key, found]));
  /** The pause, then the lookup's promise. */
  const settle = async () => {
    await jest.advanceTimersByTimeAsync(250);
  };
  const lookupOf = (towns: Record<string, string>) => jest.fn<Lookup>(async (_country, postcode) => towns[postcode] ?? null);

  it('looks a completed postcode up once after the pause and answers its town', async () => {
    const lookup = lookupOf({ '41301': 'Göteborg' });
    const fill = start();
    fill.observe('SE|4130', '', lookup, 'SE', '4130');
    fill.observe('SE|41301', '', lookup, 'SE', '41301');
    await jest.advanceTimersByTimeAsync(249);
    expect(lookup).not.toHaveBeenCalled();
    await settle();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([['SE|41301', 'Göteborg']]);
  });

  it('keeps a pending lookup through renders that hand it a new lookup function (react-admin does on each render)', async () => {
    const fill = start();
    fill.observe('SE|41301', '', lookupOf({ '41301': 'Göteborg' }), 'SE', '41301');
    await jest.advanceTimersByTimeAsync(100);
    // A re-render in the pause: same postcode and city, another function with the same answers.
    const again = lookupOf({ '41301': 'Göteborg' });
    fill.observe('SE|41301', '', again, 'SE', '41301');
    fill.observe('SE|41301', '', lookupOf({ '41301': 'Göteborg' }), 'SE', '41301');
    await settle();
    expect(answers).toEqual([['SE|41301', 'Göteborg']]);
  });

  it('asks only for the last postcode when it changes in the pause, and drops an answer for one no longer shown', async () => {
    let resolveFirst: (town: string | null) => void = () => undefined;
    const slow = jest.fn<Lookup>(() => new Promise((resolve) => (resolveFirst = resolve)));
    const fill = start();
    fill.observe('SE|41301', '', slow, 'SE', '41301');
    await settle();
    expect(slow).toHaveBeenCalledTimes(1);
    // The answer is still on its way when the member changes the postcode.
    const quick = lookupOf({ '11157': 'Stockholm' });
    fill.observe('SE|11157', '', quick, 'SE', '11157');
    resolveFirst('Göteborg');
    await settle();
    expect(answers).toEqual([['SE|11157', 'Stockholm']]);
  });

  it('cancels the lookup when the city changes in the pause (the member typed their own spelling)', async () => {
    const lookup = lookupOf({ '41301': 'Göteborg' });
    const fill = start();
    fill.observe('SE|41301', '', lookup, 'SE', '41301');
    fill.observe('SE|41301', 'Gbg', lookup, 'SE', '41301');
    await settle();
    expect(lookup).not.toHaveBeenCalled();
    expect(answers).toEqual([]);
  });

  it('leaves a postcode set together with its city alone, and one already there when the card opened', async () => {
    const lookup = lookupOf({ '41301': 'Göteborg', '11157': 'Stockholm' });
    const fill = start('41301', 'Göteborg');
    fill.observe('SE|41301', 'Göteborg', lookup, 'SE', '41301');
    // A contact picked: postcode and city change in one render.
    fill.observe('SE|11157', 'Sthlm', lookup, 'SE', '11157');
    await settle();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('does not look up an incomplete postcode, a country without a known shape, or after dispose', async () => {
    const lookup = lookupOf({ '41301': 'Göteborg' });
    const fill = start();
    fill.observe('SE|413', '', lookup, 'SE', '413');
    fill.observe('DE|10115', '', lookup, 'DE', '10115');
    fill.observe('SE|41301', '', lookup, 'SE', '41301');
    fill.dispose();
    await settle();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers null when the server knows no town for the postcode', async () => {
    const fill = start();
    fill.observe('SE|99999', '', lookupOf({}), 'SE', '99999');
    await settle();
    expect(answers).toEqual([['SE|99999', null]]);
  });
});
