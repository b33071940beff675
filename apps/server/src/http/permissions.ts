import {
  type Capability,
  can,
  hasAnyRole,
  MESSAGES,
  ROUTES,
  type Role,
  type RouteName,
  SERVICE_ROLES,
} from '@console/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from './errors.ts';
import type { RouteScope } from './record-scope.ts';

/** The signed-in caller as every handler sees it. */
export interface AuthUser {
  id: string;
  login: string;
  groups: string[];
}

/**
 * What a route requires. Every route under the API declares one; a route that
 * does not refuses to start (see `requirePermissionDeclarations`).
 * - public: no sign-in (login, health, translations for the sign-in page);
 * - signedIn: any user who passes the service-access rule;
 * - roles: one of these roles as well;
 * - check: a rule of its own, given the caller and the request (params are parsed by then).
 */
export type Permission =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'check'; describe: string; allows: (user: AuthUser, request: FastifyRequest) => boolean };

export const PUBLIC: Permission = { kind: 'public' };
export const SIGNED_IN: Permission = { kind: 'signedIn' };
export const anyRole = (...roles: Role[]): Permission => ({ kind: 'roles', roles });

/** A capability of platform §6 (`can(user, name)`) as a route's permission. */
export function capability(name: Capability): Permission {
  return { kind: 'check', describe: `can ${name}`, allows: (user) => can(user, name) };
}

/** The roles of the named console routes together: who may call an API that serves those screens. */
export function routeRoles(...names: RouteName[]): Role[] {
  const roles = new Set<Role>();
  for (const name of names) {
    const rule = ROUTES[name].roles;
    if (rule !== 'any') for (const role of rule) roles.add(role);
  }
  return [...roles];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared permission, for the guard test and the docs. */
    apiRoutes: { method: string; url: string; permission: Permission; scope?: RouteScope }[];
  }
}

export const API_PREFIX = '/api/v1';

/** Makes the app refuse to start with an API route that declares no permission. */
export function requirePermissionDeclarations(app: FastifyInstance) {
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const config = route.config as { permission?: Permission; scope?: RouteScope } | undefined;
    if (!config?.permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({ method, url: route.url, permission: config.permission, scope: config.scope });
    }
  });
}

/** Platform §6 "Access rule", then the route's own requirement. */
export function authorize(permission: Permission, user: AuthUser, request: FastifyRequest) {
  if (!hasAnyRole(user.groups, SERVICE_ROLES)) throw forbidden(MESSAGES.serviceForbidden);
  switch (permission.kind) {
    case 'public':
    case 'signedIn':
      return;
    case 'roles':
      if (!hasAnyRole(user.groups, permission.roles)) throw forbidden(MESSAGES.resourceForbidden);
      return;
    case 'check':
      if (!permission.allows(user, request)) throw forbidden(MESSAGES.resourceForbidden);
      return;
  }
}
