import { applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { actionName, AuditAction } from '@freight/kernel';

const FORMER_CONTROLLER = 'BillingAdminHttpController';

/** The Swagger tag of the controller they came from; a class's tag, so each controller names it (@ApiTags). */
export const BILLING_ADMIN_TAG = FORMER_CONTROLLER.replace(/Controller$/, '');

/**
 * The back office's routes each have their use case's controller, but keep the names they had in the one controller
 * they came from: the API document's operation id and summary (clients generated from it call them so; the tag is
 * BILLING_ADMIN_TAG) and the audit trail's action (entries already recorded are found under it).
 */
export const BillingAdminOperation = (handler: string) =>
  applyDecorators(
    ApiOperation({
      operationId: `${FORMER_CONTROLLER}_${handler}`,
      summary: `Billing admin: ${handler.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}`,
    }),
    AuditAction(actionName(FORMER_CONTROLLER, handler)),
  );
