import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ADMIN_ONLY, API_KEY_SCOPE, CompanyRole, DEMO_ALLOWED, IS_PUBLIC, REQUIRED_ROLE, requiredRole } from '@freight/kernel';

/** One route the portal serves, as Nest's own metadata declares it: new routes appear here by themselves. */
export interface PortalRoute {
  method: string;
  /** With Nest's parameters, e.g. /api/order/:orderNo. */
  template: string;
  /** The parameter names in the template, in order. */
  params: string[];
  isPublic: boolean;
  demoAllowed: boolean;
  /** The least company role the route needs: declared with @RequiresRole, else the guard's default for its method. */
  requiredRole: CompanyRole;
  /** @AdminOnly(): admins (customer level 1) only, whatever the company role. */
  adminOnly: boolean;
  controller: string;
  handler: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);

/** Every route of every controller in the running app (a controller or handler with several paths gives one each). */
export function portalRoutes(app: INestApplication): PortalRoute[] {
  const routes: PortalRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const flagged = (key: string) => Reflect.getMetadata(key, handler) === true || Reflect.getMetadata(key, controller) === true;
        const declared = (key: string) => (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as string | undefined;
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const own of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const template = `/api/${base}/${own}`.replace(/\/+/g, '/').replace(/\/$/, '');
            routes.push({
              method: RequestMethod[method],
              template,
              params: [...template.matchAll(/:(\w+)/g)].map((m) => m[1]),
              isPublic: flagged(IS_PUBLIC),
              demoAllowed: flagged(DEMO_ALLOWED),
              requiredRole: requiredRole(
                RequestMethod[method],
                declared(REQUIRED_ROLE) as CompanyRole | undefined,
                declared(API_KEY_SCOPE),
              ),
              adminOnly: flagged(ADMIN_ONLY),
              controller: controller.name,
              handler: name,
            });
          }
        }
      }
    }
  }
  return routes;
}
