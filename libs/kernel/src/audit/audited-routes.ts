import 'reflect-metadata';
import { DynamicModule, ForwardReference, RequestMethod, Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AuditInterceptor } from './audit.interceptor';
import { IS_PUBLIC } from '../auth/decorators';
import { NO_AUDIT } from './audit-trail';

type Handler = (...args: never[]) => unknown;
type ModuleEntry = Type<unknown> | DynamicModule | ForwardReference | Promise<DynamicModule> | undefined;

/** The request methods that change state; `@All` routes too (the interceptor checks the method it is called with). */
const STATE_CHANGING: ReadonlySet<RequestMethod> = new Set([
  RequestMethod.POST,
  RequestMethod.PUT,
  RequestMethod.PATCH,
  RequestMethod.DELETE,
  RequestMethod.ALL,
]);

/**
 * Puts the audit interceptor on every state-changing route of the app's controllers, as `@UseInterceptors` on each
 * handler would, when the app imports `kernelModule` (which provides what the interceptor injects).
 * Why not a global interceptor: Nest then runs its interceptor chain (rxjs, two `AsyncResource.bind`s) on every
 * read too, about a tenth of an authenticated GET's CPU, for an interceptor that only passes reads through.
 * Must run before Nest scans the modules: the scan registers each route's interceptors with its module.
 */
export async function auditStateChangingRoutes(rootModule: ModuleEntry, kernelModule: Type<unknown>): Promise<number> {
  const { modules, controllers } = await moduleGraph(rootModule);
  if (!modules.has(kernelModule)) return 0;
  let audited = 0;
  for (const controller of controllers) {
    if (skipped(controller)) continue;
    for (const handler of routeHandlers(controller)) {
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined || !STATE_CHANGING.has(method) || skipped(handler)) continue;
      const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
      // Outermost, as the global interceptor was; once, whatever number of apps this process builds.
      if (!interceptors.includes(AuditInterceptor))
        Reflect.defineMetadata(INTERCEPTORS_METADATA, [AuditInterceptor, ...interceptors], handler);
      audited++;
    }
  }
  return audited;
}

/**
 * `@NoAudit()`, or `@Public()`: the guard sets no principal on a public route, and the interceptor records only
 * calls with one (a carrier's signed webhook, a sign-in: those record what they need themselves).
 */
const skipped = (target: object) => Boolean(Reflect.getMetadata(NO_AUDIT, target) || Reflect.getMetadata(IS_PUBLIC, target));

async function moduleGraph(root: ModuleEntry): Promise<{ modules: Set<Type<unknown>>; controllers: Set<Type<unknown>> }> {
  const modules = new Set<Type<unknown>>();
  const controllers = new Set<Type<unknown>>();
  const seen = new Set<unknown>();
  const visit = async (entry: ModuleEntry): Promise<void> => {
    let resolved = entry instanceof Promise ? await entry : entry;
    if (resolved && 'forwardRef' in resolved) resolved = resolved.forwardRef() as Type<unknown> | DynamicModule;
    if (!resolved || seen.has(resolved)) return;
    seen.add(resolved);
    const dynamic = 'module' in resolved ? resolved : undefined;
    const type = dynamic ? dynamic.module : (resolved as Type<unknown>);
    modules.add(type);
    const declared = (key: string) => (Reflect.getMetadata(key, type) as unknown[] | undefined) ?? [];
    for (const controller of [...declared(MODULE_METADATA.CONTROLLERS), ...(dynamic?.controllers ?? [])])
      controllers.add(controller as Type<unknown>);
    for (const imported of [...declared(MODULE_METADATA.IMPORTS), ...(dynamic?.imports ?? [])]) await visit(imported as ModuleEntry);
  };
  await visit(root);
  return { modules, controllers };
}

/** The controller's route handlers, inherited ones included. */
function routeHandlers(controller: Type<unknown>): Handler[] {
  const handlers = new Set<Handler>();
  for (let proto = controller.prototype as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor') continue;
      const value = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
      if (typeof value === 'function' && Reflect.hasMetadata(PATH_METADATA, value)) handlers.add(value as Handler);
    }
  }
  return [...handlers];
}
