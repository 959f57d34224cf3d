import { Controller, Get, Headers, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { CurrentPrincipal, FastifyReply, FastifyRequest, negotiateLanguage, Principal } from '@freight/kernel';
import { OrderEvent, OrderEventHub, presentOrderEvent } from './order-event-hub';
import { eventStreamOnly } from './order-events.errors';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Ids a stream remembers having sent (the hub may offer a late id twice across a resume). */
const REMEMBERED = 2000;

/**
 * GET /order/events: the caller's customer's carrier reports as server-sent events (issue 28), for the booked
 * list, the history dialog and step 4 to update in place. `Last-Event-ID` resumes after the last event the
 * client saw; without it the stream starts now. Only for a client that asks for text/event-stream (an ordinary
 * call would wait forever).
 */
@Controller('order')
export class OrderEventsHttpController {
  constructor(private readonly hub: OrderEventHub) {}

  @Get('events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      "Server-sent events, one `status` event per carrier report of the caller's orders (id: resumable with Last-Event-ID; data: JSON with orderNo, consignmentNo, statusName, statusLabel, delivered, report {status, label, reason, occurredAt, location}); a comment line every 15 s.",
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  async stream(
    @CurrentPrincipal() principal: Principal,
    @Headers('accept') accept: string | undefined,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!(accept ?? '').includes('text/event-stream')) throw eventStreamOnly();
    const resumeFrom = lastEventId?.trim();
    if (resumeFrom !== undefined && resumeFrom !== '' && !/^\d{1,18}$/.test(resumeFrom)) throw eventStreamOnly();
    const language = negotiateLanguage(request.headers['accept-language']);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx and its kind) would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const sent = new Set<string>();
    const send = (event: OrderEvent) => {
      if (sent.has(event.id) || raw.destroyed) return;
      sent.add(event.id);
      if (sent.size > REMEMBERED) sent.delete(sent.values().next().value!);
      raw.write(`id: ${event.id}\nevent: status\ndata: ${JSON.stringify(presentOrderEvent(event, language))}\n\n`);
    };
    // Listening first, then the resume: an event applied in between comes by both ways and is sent once.
    const unsubscribe = await this.hub.subscribe({ customerId: principal.customerId, send });
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    if (resumeFrom) for (const event of await this.hub.since(principal.customerId, resumeFrom)) send(event);
  }
}
