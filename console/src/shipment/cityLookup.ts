import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../dataProvider/ApiError';
import type { Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';

/**
 * The postcode → city lookup (GET /api/postcode/{countryCode}/{postcode}, spec 8 "City not found"): the city
 * field fills itself once a postcode is complete for its country.
 */
export interface CityLookupApi {
  /** The post town, or null when the server has none ("City not found"). */
  lookupCity(countryCode: string, postcode: string): Promise<string | null>;
}

export const createCityLookupApi = (api: ApiClient): CityLookupApi => ({
  lookupCity: async (countryCode, postcode) => {
    try {
      const answer = await api.json<Schema<'PostcodeCity'>>(
        `/postcode/${encodeURIComponent(countryCode)}/${encodeURIComponent(postcode.trim())}`,
      );
      return answer.city;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
});

/** Postcodes the server's table knows the shape of; others are not looked up (the member types the city). */
const COMPLETE: Record<string, RegExp> = {
  SE: /^[1-9]\d{2} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^[1-9]\d{3}$/,
  FI: /^\d{5}$/,
};

export const isCompletePostcode = (countryCode: string, postcode: string) => COMPLETE[countryCode]?.test(postcode.trim()) ?? false;

export type CityLookupState = 'idle' | 'found' | 'notFound';

type Lookup = CityLookupApi['lookupCity'];

/**
 * When to look a city up, apart from React: each render reports what the card shows (`observe`). A postcode
 * changed to a complete one is looked up after a short pause (typing "41301" asks once, not for every digit
 * past the fifth); a city changed meanwhile (typed, or set with its postcode from a contact) cancels it, and
 * an answer for a postcode no longer shown is dropped. A render that changes neither (react-admin's data
 * provider hands out a new `lookupCity` on each render) leaves a pending lookup alone.
 */
export const createCityFill = (
  first: { key: string; city: string },
  answer: (key: string, found: string | null) => void,
  delayMs = 250,
) => {
  let seen = first;
  let pending: { cancel(): void } | undefined;
  const cancel = () => {
    pending?.cancel();
    pending = undefined;
  };
  return {
    observe(key: string, city: string, lookup: Lookup | undefined, countryCode: string, postcode: string): void {
      const before = seen;
      seen = { key, city };
      if (key === before.key && city === before.city) return;
      cancel();
      if (city !== before.city || !lookup || !isCompletePostcode(countryCode, postcode)) return;
      let live = true;
      const timer = setTimeout(() => {
        lookup(countryCode, postcode)
          .then((found) => {
            if (live) answer(key, found);
          })
          .catch(() => undefined);
      }, delayMs);
      pending = {
        cancel: () => {
          live = false;
          clearTimeout(timer);
        },
      };
    },
    dispose: cancel,
  };
};

/**
 * Looks up the city when the member changes a postcode to a complete one, and fills it with `setCity`. A
 * postcode already there when the card opened, or set together with its city (from a contact), is left alone:
 * that city may be the sender's own spelling. Answers "notFound" while no town is known for the postcode shown.
 */
export const useCityFill = (
  lookup: Lookup | undefined,
  countryCode: string,
  postcode: string,
  city: string,
  setCity: (city: string) => void,
): CityLookupState => {
  const [state, setState] = useState<{ key: string; result: CityLookupState }>({ key: '', result: 'idle' });
  // postcode without spaces: "413 01" and "41301" are one lookup.
  const key = `${countryCode}|${postcode.replace(/\s/g, '')}`;
  const fill = useRef(setCity);
  fill.current = setCity;
  const [cityFill] = useState(() =>
    createCityFill({ key, city }, (answeredKey, found) => {
      setState({ key: answeredKey, result: found ? 'found' : 'notFound' });
      if (found) fill.current(found);
    }),
  );

  useEffect(() => cityFill.observe(key, city, lookup, countryCode, postcode));
  useEffect(() => cityFill.dispose, [cityFill]);

  return state.key === key ? state.result : 'idle';
};
