import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database, Transaction } from '../db/database.ts';
import { notFound } from './errors.ts';
import type { AuthUser } from './permissions.ts';

type Executor = Database | Transaction;

/**
 * Who may see one kind of record (docs/decisions.md "One record-scope mechanism"). `allows` answers
 * whether the record exists and lies in the caller's scope; outside it, the call answers 404 with
 * `notFound`, the same as for a record that does not exist, so other divisions' ids cannot be
 * probed for. The table and id column say where the records live (the scope pass of the route walk
 * picks real records from them).
 */
export interface RecordScope {
  readonly kind: 'record';
  /** The record's name in the docs and the route walk: `pickup`, `visit`, `scan registry`… */
  readonly record: string;
  readonly notFound: string;
  readonly table: PgTable;
  readonly id: PgColumn;
  /**
   * Whether a parameter's value can name a record at all (default: a UUID). The check runs before
   * validation, so a value that cannot is left to the route's params schema (400).
   */
  readonly accepts?: (value: string) => boolean;
  allows(executor: Executor, user: AuthUser, id: string): Promise<boolean>;
}

/** A path parameter that is not a division-scoped record, with the reason written down. */
export interface OpenParam {
  readonly kind: 'open';
  readonly why: string;
}

export type ParamScope = RecordScope | OpenParam;

/** What each path parameter of a route names, declared next to its permission. */
export type RouteScope = Readonly<Record<string, ParamScope>>;

export function recordScope(scope: Omit<RecordScope, 'kind'>): RecordScope {
  return { kind: 'record', ...scope };
}

/** A parameter open to every caller the permission lets in: say why. */
export function open(why: string): OpenParam {
  return { kind: 'open', why };
}

/** Refuses a record outside the caller's scope (or missing) with the scope's 404: for body-borne ids too. */
export async function requireInScope(executor: Executor, scope: RecordScope, user: AuthUser, id: string) {
  if (!(await scope.allows(executor, user, id))) throw notFound(scope.notFound);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: RouteScope;
  }
}

const isUuid = (value: string) => UUID.test(value);

/** The path parameters of a route pattern: `/visits/:id/documents/:documentId` → id, documentId. */
export const pathParams = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Makes every API route with a path parameter declare what each parameter names (a record scope or
 * an open parameter), refusing to start otherwise, and checks the declared scopes for every call in
 * one hook. It reads the matched route's params (the router's decoded values), never the raw URL,
 * and runs before the body is validated: a caller outside the scope learns nothing from a 400.
 */
export function recordScopes(app: FastifyInstance, prefix: string, executor: Executor) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(prefix)) return;
    const declared = (route.config as { scope?: RouteScope } | undefined)?.scope ?? {};
    const params = pathParams(route.url);
    const label = `Route ${String(route.method)} ${route.url}`;
    for (const name of params) {
      if (!declared[name]) throw new Error(`${label} declares no scope for its parameter :${name}`);
    }
    for (const name of Object.keys(declared)) {
      if (!params.includes(name)) throw new Error(`${label} declares a scope for :${name}, not a parameter`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const scope = request.routeOptions.config.scope;
    const user = request.authUser;
    if (!scope || !user) return;
    const params = request.params as Record<string, string | undefined>;
    for (const [name, declared] of Object.entries(scope)) {
      if (declared.kind !== 'record') continue;
      const value = params[name];
      if (value === undefined || !(declared.accepts ?? isUuid)(value)) continue;
      await requireInScope(executor, declared, user, value);
    }
  });
}

/**
 * Reference data and configuration (registers, addresses, divisions, templates, conditions): one
 * operator-wide set, read by every caller the permission lets in and changed by capability.
 */
export const REFERENCE_DATA = open('reference data and configuration: not a division’s record');
