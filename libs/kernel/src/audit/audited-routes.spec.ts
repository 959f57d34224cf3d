import { Controller, Delete, forwardRef, Get, Module, Patch, Post, Put, UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { AuditInterceptor } from './audit.interceptor';
import { auditStateChangingRoutes } from './audited-routes';
import { Public } from '../auth/decorators';
import { NoAudit } from './audit-trail';

class OtherInterceptor {
  intercept() {}
}

@Controller('orders')
class OrdersController {
  @Get(':id') read() {}
  @Post() create() {}
  @Put(':id') replace() {}
  @Patch(':id') change() {}
  @Delete(':id') remove() {}
  @NoAudit() @Post('price') price() {}
  @UseInterceptors(OtherInterceptor) @Post('book') book() {}
  @Public() @Post('webhook') webhook() {}
  helper() {}
}

@NoAudit()
@Controller('webhooks')
class WebhooksController {
  @Post() receive() {}
}

@Controller('late')
class LateController {
  @Delete() remove() {}
}

@Module({})
class FakeKernelModule {}

@Module({ controllers: [WebhooksController] })
class WebhooksModule {}

@Module({ controllers: [LateController] })
class LateModule {}

@Module({
  imports: [{ module: WebhooksModule, controllers: [OrdersController] }, forwardRef(() => LateModule), FakeKernelModule],
})
class AppModule {}

@Module({ controllers: [OrdersController] })
class WithoutKernelModule {}

const interceptorsOf = (handler: unknown): unknown[] => (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[]) ?? [];
const proto = OrdersController.prototype;

describe(auditStateChangingRoutes.name, () => {
  it('leaves every route alone in an app without the kernel module', async () => {
    expect(await auditStateChangingRoutes(WithoutKernelModule, FakeKernelModule)).toBe(0);
    expect(interceptorsOf(proto.create)).toEqual([]);
  });

  it('audits the state-changing routes of every controller the app reaches, and no read', async () => {
    const audited = await auditStateChangingRoutes(AppModule, FakeKernelModule);

    expect(audited).toBe(6);
    for (const handler of [proto.create, proto.replace, proto.change, proto.remove, LateController.prototype.remove])
      expect(interceptorsOf(handler)).toEqual([AuditInterceptor]);
    expect(interceptorsOf(proto.read)).toEqual([]);
    expect(interceptorsOf(proto.helper)).toEqual([]);
  });

  it('skips what says @NoAudit, on the handler or on its controller, and public routes (no principal to record)', () => {
    expect(interceptorsOf(proto.price)).toEqual([]);
    expect(interceptorsOf(proto.webhook)).toEqual([]);
    expect(interceptorsOf(WebhooksController.prototype.receive)).toEqual([]);
  });

  it("runs outside the route's own interceptors, as the global one did", () => {
    expect(interceptorsOf(proto.book)).toEqual([AuditInterceptor, OtherInterceptor]);
  });

  it('adds it once however many apps the process builds', async () => {
    await auditStateChangingRoutes(AppModule, FakeKernelModule);

    expect(interceptorsOf(proto.book)).toEqual([AuditInterceptor, OtherInterceptor]);
    expect(interceptorsOf(proto.create)).toEqual([AuditInterceptor]);
  });
});
