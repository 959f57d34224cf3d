import { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import { AppLogger } from '../logging/logger';
import { Principal } from '../auth/principal';
import { AuditInterceptor } from './audit.interceptor';
import { AuditEntryDraft, AuditTrail, NoAudit } from './audit-trail';

class BookOrdersHttpController {
  book() {}
  @NoAudit()
  price() {}
}

const ANNA: Principal = { userId: 11, customerId: 1001, customerLevel: 3, demo: false, testUser: false, role: 'booker' };

function contextOf(method: string, handler: () => void, user?: Principal): ExecutionContext {
  const request = {
    method,
    user,
    ip: '203.0.113.9',
    id: 'req-1',
    params: { id: '42' },
    body: { name: 'Åsa' },
    routeOptions: { url: '/api/order/:id' },
  };
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => BookOrdersHttpController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe(AuditInterceptor.name, () => {
  const recorded: AuditEntryDraft[] = [];
  const logger = { error: jest.fn() } as unknown as AppLogger;
  const trail = new AuditTrail();
  let failing = false;
  trail.useIfUnset(async (entry) => {
    if (failing) throw new Error('database away');
    recorded.push(entry);
  });
  const interceptor = new AuditInterceptor(new Reflector(), trail, logger);
  const next: CallHandler = { handle: () => of({ id: 7 }) };
  const run = (context: ExecutionContext) => lastValueFrom(interceptor.intercept(context, next));

  beforeEach(() => {
    recorded.length = 0;
    failing = false;
  });

  it('records a state-changing call of a member after it succeeded: who, what and which request', async () => {
    expect(await run(contextOf('PUT', BookOrdersHttpController.prototype.book, ANNA))).toEqual({ id: 7 });
    expect(recorded).toEqual([
      expect.objectContaining({
        actor: { userId: 11, customerId: 1001, apiKeyId: undefined, clientAddress: '203.0.113.9', role: 'booker' },
        action: 'book-orders',
        outcome: 'success',
        targetIds: ['42', '7'],
        summary: 'fields: name',
        requestId: 'req-1',
        route: 'PUT /api/order/:id',
      }),
    ]);
  });

  it('records the back office as admin, whatever company role its token names', async () => {
    await run(
      contextOf('POST', BookOrdersHttpController.prototype.book, { ...ANNA, customerId: 1, customerLevel: 1, role: 'administrator' }),
    );
    expect(recorded.map((entry) => entry.actor.role)).toEqual(['admin']);
  });

  it('records nothing for a read, a public call, or a route marked @NoAudit', async () => {
    await run(contextOf('GET', BookOrdersHttpController.prototype.book, ANNA));
    await run(contextOf('POST', BookOrdersHttpController.prototype.book, undefined));
    await run(contextOf('POST', BookOrdersHttpController.prototype.price, ANNA));
    expect(recorded).toEqual([]);
  });

  it('answers the call as it succeeded when the entry cannot be written, and logs that', async () => {
    failing = true;
    expect(await run(contextOf('DELETE', BookOrdersHttpController.prototype.book, ANNA))).toEqual({ id: 7 });
    expect(logger.error).toHaveBeenCalledWith({ action: 'book-orders', reason: 'database away' }, 'audit entry not recorded');
  });
});
