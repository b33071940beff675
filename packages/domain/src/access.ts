import { MESSAGES } from './messages.ts';
import { hasAnyRole, SERVICE_ROLES } from './roles.ts';
import { PUDO_WORKPLACE_ROLES, ROUTES, type RouteName, routeRolesAllow } from './routes.ts';

export const MOBILE_APP_CONSUMER = 'mobile_app';
export const PUDO_WORKPLACE_FROM = 'pudo_workplace';

export interface RouteAccessContext {
  /** The `consumer` query parameter. */
  consumer?: string | null;
  /** Whether the device is a phone or tablet; `false` means a desktop was detected. */
  isMobileApp?: boolean;
  /** The `from` query parameter. */
  from?: string | null;
}

export type AccessDenialReason = 'service' | 'resource' | 'mobile_app_only';

export type RouteAccess = { ok: true } | { ok: false; reason: AccessDenialReason; message: string };

const OK: RouteAccess = { ok: true };

function deny(reason: AccessDenialReason): RouteAccess {
  const message = {
    service: MESSAGES.serviceForbidden,
    resource: MESSAGES.resourceForbidden,
    mobile_app_only: MESSAGES.mobileAppOnly,
  }[reason];
  return { ok: false, reason, message };
}

/**
 * Platform §6: a mobile-app-only route outside the mobile app (no consumer=mobile_app, or a desktop
 * detected). The console's route loader asks it too, before it loads the screen.
 */
export function refusedOutsideMobileApp(route: RouteName, context: RouteAccessContext): boolean {
  return (
    ROUTES[route].mobileAppOnly === true &&
    (context.consumer !== MOBILE_APP_CONSUMER || context.isMobileApp === false)
  );
}

/** Holding base, contact-centre operator or pudo manager, the user may use the service at all. */
export function hasServiceAccess(groups: readonly string[]): boolean {
  return hasAnyRole(groups, SERVICE_ROLES);
}

/**
 * The access rule of platform §6, in this order:
 * 1. `login` is always reachable: it is the one screen shown before sign-in, and a user refused
 *    the service must still be able to sign in as somebody else. No other route is exempt — `home`
 *    and `not_found` are where a signed-in user without a service role reads the refusal.
 * 2. No base, contact-centre operator or pudo manager role → 'service'.
 * 3. Mobile-app-only routes need consumer=mobile_app, and are refused when a desktop was detected
 *    (`isMobileApp === false`); the server, which cannot tell, passes only `consumer`.
 * 4. Any route opened with from=pudo_workplace needs administrator-god, pudo manager or service
 *    desk → 'resource'. It runs before the 'any' shortcut so it covers every route.
 * 5. Routes open to any signed-in user pass; other routes need one of their roles → 'resource'.
 */
export function checkRouteAccess(
  groups: readonly string[],
  route: RouteName,
  context: RouteAccessContext = {},
): RouteAccess {
  if (route === 'login') return OK;
  if (!hasServiceAccess(groups)) return deny('service');
  if (refusedOutsideMobileApp(route, context)) return deny('mobile_app_only');
  if (context.from === PUDO_WORKPLACE_FROM && !hasAnyRole(groups, PUDO_WORKPLACE_ROLES)) {
    return deny('resource');
  }
  return routeRolesAllow(groups, route) ? OK : deny('resource');
}
