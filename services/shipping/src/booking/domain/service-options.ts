import type { ConsignmentPart } from '../../consignments/domain/consignment-document';
import { checkOptionValue } from '../../pricing/domain/option-format';
import type { Reason, ServiceOptionDef } from '../../shared/freight/freight.types';
import { localizedParams, reason } from '../../pricing/domain/reasons';
import { checkAskedOptions, noticesConflict } from '../../pricing/domain/service-options';

/**
 * The service options asked for, against the product's, by pricing's rule (offered, once per type, no
 * excluded pair); a value outside its option's format is BOOKING.OPTION_VALUE_INVALID. The consignee's
 * e-mail and SMS notify flags together count as asking for both notices.
 */
export function checkServiceOptions(
  asked: readonly { type: string; value?: string | number }[],
  offered: readonly ServiceOptionDef[],
  consignee?: ConsignmentPart,
): Reason[] {
  const { reasons } = checkAskedOptions(asked, offered, (def, value) =>
    checkOptionValue(def.format, value === undefined || value === null ? undefined : String(value))
      ? reason('BOOKING.OPTION_VALUE_INVALID', localizedParams('option', def.type, def.name))
      : undefined,
  );
  const bothFlags = consignee?.communication?.email?.notify === true && consignee?.communication?.mobile?.notify === true;
  if (bothFlags && noticesConflict(offered) && !reasons.some((r) => r.code === 'ERROR.NOTICE_CONFLICT'))
    reasons.push(reason('ERROR.NOTICE_CONFLICT'));
  return reasons;
}
