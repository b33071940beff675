import { type SQL, sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  login: varchar('login', { length: 100 }).notNull().unique(),
  /** argon2id hash; null for users who sign in through an external OpenID Connect issuer. */
  passwordHash: text('password_hash'),
  firstName: varchar('first_name', { length: 100 }).notNull().default(''),
  lastName: varchar('last_name', { length: 100 }).notNull().default(''),
  patronymic: varchar('patronymic', { length: 100 }),
  email: varchar('email', { length: 200 }),
  groups: text('groups').array().notNull().default([]),
  /** The user's own division. */
  divisionId: uuid('division_id').references(() => divisions.id),
  /**
   * The division the user works in today when it is not their own (registers §5 "Division
   * change"): read through `workingDivisionOf`, never on its own.
   */
  workingDivisionId: uuid('working_division_id').references(() => divisions.id),
  countryCode: varchar('country_code', { length: 2 }).notNull().default('PL'),
  settings: jsonb('settings').notNull().default({}),
  ...registerTimestamps,
});

/**
 * The division a user works in: today's working division, else their own. Columns qualified, so
 * it reads the same inside a correlated subquery.
 */
export const workingDivisionOf = (): SQL<string | null> =>
  sql<
    string | null
  >`coalesce(${sql.identifier('users')}.${sql.identifier('working_division_id')}, ${sql.identifier('users')}.${sql.identifier('division_id')})`;

/** One row per issued refresh token; tokens of one sign-in share a family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * Failed sign-ins per login only. No longer written (a stranger's failures locked the owner out):
 * `signInFailures` replaced it; kept because migrations only add.
 */
export const loginFailures = pgTable('login_failures', {
  login: varchar('login', { length: 100 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Whose failed sign-ins a row counts: one login from one client address, or one address over all logins. */
export type SignInFailureKind = 'login_address' | 'address';

/**
 * Failed sign-ins, kept in the database so every API instance sees them. The subject is a
 * sha-256 of the login and address (or of the address alone): no login an attacker typed and no
 * address is stored in clear. Rows whose last failure is older than the window are deleted.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    kind: varchar('kind', { length: 20 }).$type<SignInFailureKind>().notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.subject] }),
    index('sign_in_failures_last_failure_idx').on(table.lastFailureAt),
  ],
);

/** Server-wide secrets generated once (the id-token key when JWT_SECRET is not configured). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
