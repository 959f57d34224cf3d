import { Body, Controller, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiAcceptedResponse, ApiBody, ApiHeader } from '@nestjs/swagger';
import { bool, objectOf } from '@freight/runtime';
import { DomainError, Public, RawBodyRequest } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { CarrierStatusPushes } from './carrier-status-pushes';
import { CARRIER_STATUS_BODY } from './apply-carrier-status.openapi';
import { checkCarrierStatus } from '../../domain/carrier-status';
import { parseWebhookBody } from './apply-carrier-status.request';
import { verifyWebhookSignature } from '../../webhook/webhook-signature';
import { SHIPPING_CONFIG, ShippingConfig } from '../../../shipping.config';
import { invalidWebhookSignature, pushedConsignmentNotFound, unknownWebhookCarrier } from '../../domain/carrier-status.errors';

export interface CarrierStatusWebhookResponse {
  /** The report became the order's current status. */
  applied: boolean;
  /** The carrier sent this event id before; nothing changed. */
  duplicate: boolean;
}

/**
 * POST /api/carrier/{carrierCode}/status: a carrier pushes one status report. No user token: the body
 * is signed with the carrier's own secret (X-Signature: sha256=<hex HMAC-SHA256 of the raw body>).
 */
@Controller('carrier')
export class ApplyCarrierStatusHttpController {
  constructor(
    private readonly pushes: CarrierStatusPushes,
    @Inject(SHIPPING_CONFIG) private readonly shipping: ShippingConfig,
  ) {}

  @Public()
  @Post(':carrierCode/status')
  @HttpCode(202)
  @RouteConfig({ rawBody: true })
  @ApiHeader({ name: 'X-Signature', required: true, description: "sha256=<hex HMAC-SHA256 of the raw body under the carrier's secret>" })
  @ApiBody({ schema: CARRIER_STATUS_BODY })
  @ApiAcceptedResponse({
    schema: objectOf<CarrierStatusWebhookResponse>({
      applied: { ...bool, description: "The report became the order's current status" },
      duplicate: { ...bool, description: 'The carrier sent this event id before; nothing changed' },
    }),
  })
  async receive(
    @Param('carrierCode') carrierCodeParam: string,
    @Headers('x-signature') signature: string | undefined,
    @Req() request: RawBodyRequest,
    @Body() body: unknown,
  ): Promise<CarrierStatusWebhookResponse> {
    const carrierCode = /^\d{1,9}$/.test(carrierCodeParam) ? Number(carrierCodeParam) : NaN;
    const secret = findCarrier(carrierCode) ? this.shipping.carrierWebhookSecrets[carrierCode] : undefined;
    if (!secret) throw unknownWebhookCarrier();
    // Before the body is looked at: an unsigned caller learns nothing about what would be accepted.
    if (!verifyWebhookSignature(secret, request.rawBody, signature)) throw invalidWebhookSignature();
    const checked = checkCarrierStatus(parseWebhookBody(body), new Date(), carrierCode);
    if ('errors' in checked) throw DomainError.invalid(checked.errors);
    const { outcome } = await this.pushes.apply(checked.report);
    // Kept as unmatched, but the carrier should know: it may have the wrong number, or resend after booking.
    if (outcome === 'unmatched') throw pushedConsignmentNotFound();
    return { applied: outcome === 'applied', duplicate: outcome === 'duplicate' };
  }
}
