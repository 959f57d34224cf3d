import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { FastifyRequest, negotiateLanguage, Public } from '@freight/kernel';
import { stockholmDate } from '../../../shared/stockholm-time';
import { LookupLimiter } from '../../domain/lookup-limiter';
import type { PublicTracking } from './track-consignment.handler';
import { TrackConsignmentQuery } from './track-consignment.query';
import { trackingNotFound, trackingRateLimited } from '../../domain/tracking.errors';

/** Lookups per client address and minute. */
export const TRACKING_LOOKUPS_PER_MINUTE = 20;

const CONSIGNMENT_NO = /^[A-Za-z0-9-]{4,64}$/;
const POSTCODE = /^[A-Za-z0-9 -]{2,12}$/;

/** GET /tracking/{consignmentNo}?postcode=: the public tracking page's call, no sign-in (issue 28 item 4). */
@Controller('tracking')
export class TrackConsignmentHttpController {
  private readonly limiter = new LookupLimiter(TRACKING_LOOKUPS_PER_MINUTE, 60_000);

  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(':consignmentNo')
  @ApiQuery({
    name: 'postcode',
    required: false,
    description: "The receiver's postcode: with it, the timeline, expected delivery and carrier link",
  })
  @ApiOkResponse({
    description:
      "Status and town for anyone; with the receiver's postcode also the timeline, the expected delivery days and the carrier's tracking link",
    schema: {
      type: 'object',
      required: ['consignmentNo', 'statusLabel', 'delivered', 'town', 'verified', 'expectedDelivery', 'carrierTrackingUrl', 'timeline'],
      properties: {
        consignmentNo: { type: 'string' },
        statusLabel: { type: 'string' },
        delivered: { type: 'boolean' },
        town: { type: 'string' },
        verified: { type: 'boolean' },
        expectedDelivery: {
          type: 'object',
          nullable: true,
          required: ['first', 'last'],
          properties: { first: { type: 'string', format: 'date' }, last: { type: 'string', format: 'date' } },
        },
        carrierTrackingUrl: { type: 'string', nullable: true },
        timeline: {
          type: 'array',
          items: {
            type: 'object',
            required: ['label', 'reason', 'status', 'occurredAt', 'location'],
            properties: {
              label: { type: 'string' },
              reason: { type: 'string' },
              status: { type: 'string' },
              occurredAt: { type: 'string', format: 'date-time' },
              location: { type: 'string' },
            },
          },
        },
      },
    },
  })
  track(
    @Param('consignmentNo') consignmentNo: string,
    @Query('postcode') postcode: unknown,
    @Req() request: FastifyRequest,
  ): Promise<PublicTracking> {
    const taken = this.limiter.take(request.ip);
    if (!taken.allowed) throw trackingRateLimited(taken.retryAfterSeconds);
    // A malformed number or postcode is simply not found: the answer tells a guesser nothing about the format.
    if (!CONSIGNMENT_NO.test(consignmentNo)) throw trackingNotFound();
    const code = typeof postcode === 'string' && POSTCODE.test(postcode) ? postcode : undefined;
    return this.queries.execute(
      new TrackConsignmentQuery(consignmentNo, code, negotiateLanguage(request.headers['accept-language']), stockholmDate(new Date())),
    );
  }
}
