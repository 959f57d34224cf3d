import type { ConsignmentPart } from '../../consignments/domain/consignment-document';
import { checkOptionValue } from '../../pricing/domain/option-format';
import type { Reason, ServiceOptionDef } from '../../pricing/domain/pricing.types';
import { localizedParams, reason } from '../../pricing/domain/reasons';

export const NOTICE_EMAIL = 'NOTIFY_EMAIL';
export const NOTICE_SMS = 'NOTIFY_SMS';

/** Whether the product's e-mail and SMS notices exclude each other (some consumer products offer only one). */
export function noticesConflict(offered: readonly ServiceOptionDef[]): boolean {
  const email = offered.find((o) => o.type === NOTICE_EMAIL);
  const sms = offered.find((o) => o.type === NOTICE_SMS);
  return !!email && !!sms && (!!email.conflictsWith?.includes(NOTICE_SMS) || !!sms.conflictsWith?.includes(NOTICE_EMAIL));
}

/**
 * The service options asked for, against the product's (spec section 5): each offered, each value in
 * its option's format; e-mail notice and SMS notice together where the product excludes that is
 * "E-post saknas för mottagare" (ERROR.NOTICE_CONFLICT), whether asked for as options or as the
 * consignee's notify flags.
 */
export function checkServiceOptions(asked: readonly { type: string; value?: string | number }[], offered: readonly ServiceOptionDef[], consignee?: ConsignmentPart): Reason[] {
  const reasons: Reason[] = [];
  const byType = new Map<string, ServiceOptionDef>();
  for (const o of offered) if (!byType.has(o.type)) byType.set(o.type, o);
  const seen = new Set<string>();
  for (const { type, value } of asked) {
    if (seen.has(type)) continue;
    seen.add(type);
    const def = byType.get(type);
    if (!def) {
      reasons.push(reason('PRICE.OPTION_NOT_OFFERED', { option: type }));
      continue;
    }
    if (checkOptionValue(def.format, value === undefined || value === null ? undefined : String(value))) {
      reasons.push(reason('BOOKING.OPTION_VALUE_INVALID', localizedParams('option', type, def.name)));
    }
  }
  if (noticesConflict(offered)) {
    const asOptions = seen.has(NOTICE_EMAIL) && seen.has(NOTICE_SMS);
    const asFlags = consignee?.communication?.email?.notify === true && consignee?.communication?.mobile?.notify === true;
    if (asOptions || asFlags) reasons.push(reason('ERROR.NOTICE_CONFLICT'));
  }
  return reasons;
}
