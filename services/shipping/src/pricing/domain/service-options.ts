import type { Reason, ServiceOptionDef } from '../../shared/freight/freight.types';
import { localizedParams, reason } from './reasons';

export const NOTICE_EMAIL = 'NOTIFY_EMAIL';
export const NOTICE_SMS = 'NOTIFY_SMS';
const NOTICE_TYPES = new Set([NOTICE_EMAIL, NOTICE_SMS]);

const excludes = (a: ServiceOptionDef, b: ServiceOptionDef) => !!a.conflictsWith?.includes(b.type) || !!b.conflictsWith?.includes(a.type);

/** Whether the product's e-mail and SMS notices exclude each other (some consumer products offer only one). */
export function noticesConflict(offered: readonly ServiceOptionDef[]): boolean {
  const email = offered.find((o) => o.type === NOTICE_EMAIL);
  const sms = offered.find((o) => o.type === NOTICE_SMS);
  return !!email && !!sms && excludes(email, sms);
}

/**
 * The one rule for the service options asked for, used by pricing and by booking (spec section 5): each
 * type counts once (the first asked), matched to the product's option of that type (the first offered);
 * one not offered is PRICE.OPTION_NOT_OFFERED; `check` judges each offered one's value, in the order
 * asked. Then the pairs the product excludes: e-mail and SMS notice together is "E-post saknas för
 * mottagare" (ERROR.NOTICE_CONFLICT, once), any other pair PRICE.OPTION_CONFLICT.
 */
export function checkAskedOptions<V>(
  asked: readonly { type: string; value?: V }[],
  offered: readonly ServiceOptionDef[],
  check: (option: ServiceOptionDef, value: V | undefined) => Reason | undefined,
): { chosen: ServiceOptionDef[]; reasons: Reason[] } {
  const byType = new Map<string, ServiceOptionDef>();
  for (const o of offered) if (!byType.has(o.type)) byType.set(o.type, o);
  const reasons: Reason[] = [];
  const chosen: ServiceOptionDef[] = [];
  const seen = new Set<string>();
  for (const { type, value } of asked) {
    if (seen.has(type)) continue;
    seen.add(type);
    const def = byType.get(type);
    if (!def) {
      reasons.push(reason('PRICE.OPTION_NOT_OFFERED', { option: type }));
      continue;
    }
    chosen.push(def);
    const wrong = check(def, value);
    if (wrong) reasons.push(wrong);
  }
  let noticeConflict = false;
  for (let i = 0; i < chosen.length; i++) {
    for (let j = i + 1; j < chosen.length; j++) {
      const [a, b] = [chosen[i], chosen[j]];
      if (!excludes(a, b)) continue;
      if (NOTICE_TYPES.has(a.type) && NOTICE_TYPES.has(b.type)) {
        if (!noticeConflict) reasons.push(reason('ERROR.NOTICE_CONFLICT'));
        noticeConflict = true;
      } else {
        reasons.push(
          reason('PRICE.OPTION_CONFLICT', { ...localizedParams('option', a.type, a.name), ...localizedParams('other', b.type, b.name) }),
        );
      }
    }
  }
  return { chosen, reasons };
}
