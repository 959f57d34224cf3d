import { UPSTREAM_SERVICES } from './gateway.config';

export type ServiceName = (typeof UPSTREAM_SERVICES)[number];

/** Which service owns each documented /api path prefix. The one place the gateway routes from. */
export const ROUTE_TABLE: Readonly<Record<ServiceName, readonly string[]>> = {
  auth: ['/api/auth'],
  customers: ['/api/customer'],
  shipping: ['/api/freightservice', '/api/consignment', '/api/order', '/api/carrier', '/api/tracking'],
  contacts: ['/api/contact', '/api/packagefavourite', '/api/postcode'],
  claims: ['/api/complaint', '/api/claim'],
  billing: ['/api/bill'],
  content: ['/api/content', '/api/news', '/api/email'],
};

export function ownerOf(path: string): ServiceName | undefined {
  for (const [service, prefixes] of Object.entries(ROUTE_TABLE) as [ServiceName, readonly string[]][]) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) return service;
  }
  return undefined;
}
