import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { Principal } from './principal';

export const IS_PUBLIC = 'frakt:public';
export const DEMO_ALLOWED = 'frakt:demo-allowed';

/** No token needed (sign-in, health, carrier webhooks with their own signature). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The demo session may call this; every other route refuses it (deny by default). */
export const DemoAllowed = () => SetMetadata(DEMO_ALLOWED, true);

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<{ user?: Principal }>().user;
  if (!principal) throw new Error('CurrentPrincipal used on a route without authentication');
  return principal;
});
