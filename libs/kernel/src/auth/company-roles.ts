// Company roles, free of any framework: domain code and the principal read them (the decorator is in roles.ts).
/**
 * A company user's role (issue 32 item 2): the viewer reads lists and invoices, the booker also books and prints
 * (and keeps the everyday records: orders, contacts, complaints), the administrator also manages the company's users,
 * settings, agreements, webhooks and API keys. Each includes the one before it.
 */
export const COMPANY_ROLES = ['viewer', 'booker', 'administrator'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const isCompanyRole = (value: unknown): value is CompanyRole => COMPANY_ROLES.includes(value as CompanyRole);

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * What a route needs when it declares nothing: reads (GET, HEAD, and reads sent as POST, which say so with
 * `@ApiKeyScope('read')`) the viewer, any other call the booker. Administration declares `@RequiresRole('administrator')`.
 */
export function requiredRole(method: string | undefined, declared: CompanyRole | undefined, apiKeyScope?: string): CompanyRole {
  if (declared) return declared;
  return SAFE_METHODS.has((method ?? '').toUpperCase()) || apiKeyScope === 'read' ? 'viewer' : 'booker';
}

export const roleIncludes = (held: CompanyRole, needed: CompanyRole): boolean =>
  COMPANY_ROLES.indexOf(held) >= COMPANY_ROLES.indexOf(needed);

/**
 * Whether the principal's role opens a route needing `needed`. Admins (customer level 1) keep their own rules (the
 * back office's @AdminOnly), API keys theirs (scopes), the demo its own (@DemoAllowed): roles are a company's.
 */
export function roleAllows(
  principal: { customerLevel: number; demo: boolean; role: CompanyRole; apiKey?: unknown },
  needed: CompanyRole,
): boolean {
  if (principal.customerLevel === 1 || principal.apiKey || principal.demo) return true;
  return roleIncludes(principal.role, needed);
}
