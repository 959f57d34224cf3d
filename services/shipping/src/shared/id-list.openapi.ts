import { namedSchema } from '@freight/runtime';
import { MAX_IDS_PER_CALL } from './id-list.request';

/** What parseIdList accepts: the bare list of order numbers or consignment ids. */
export const ID_LIST_BODY = namedSchema('IdList', {
  type: 'array',
  minItems: 1,
  maxItems: MAX_IDS_PER_CALL,
  items: { oneOf: [{ type: 'string', minLength: 1, maxLength: 64 }, { type: 'number' }] },
});
