import type { MessageCode, MessageParams } from '@freight/kernel/domain';
import { formatNumber } from '../../shared/freight/money';
import type { Localized, Reason } from '../../shared/freight/freight.types';

/** A reason: a catalogue code and the params its text needs. */
export function reason(code: MessageCode, params?: MessageParams): Reason {
  return params === undefined ? { code } : { code, params };
}

const numberParamsCache = new Map<string, Readonly<MessageParams>>();

/**
 * Params for a number a reader sees: the raw value plus each language's rendering. Limits repeat on
 * every filter call, so the renderings are made once per name and value (each caller gets its own copy).
 */
export function numberParams(name: string, value: number, decimals = 2): MessageParams {
  const key = `${name}|${value}|${decimals}`;
  let params = numberParamsCache.get(key);
  if (!params) {
    params = Object.freeze({
      [name]: value,
      [`${name}Sv`]: formatNumber(value, 'sv', decimals),
      [`${name}En`]: formatNumber(value, 'en', decimals),
    });
    if (numberParamsCache.size < 10_000) numberParamsCache.set(key, params);
  }
  return { ...params };
}

/** Params naming something by its localized name: `{name}Sv`, `{name}En`, and `{name}` = the code. */
export function localizedParams(name: string, code: string, label: Localized): MessageParams {
  return { [name]: code, [`${name}Sv`]: label.sv, [`${name}En`]: label.en };
}
