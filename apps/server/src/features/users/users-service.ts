import {
  type CurrentUser,
  countryProfile,
  DEFAULT_USER_SETTINGS,
  DIVISION_CHANGE_EXCLUDED_CATEGORIES,
  DIVISION_SEARCH_PRESETS,
  divisionChoiceOf,
  type UserSettings,
  userSettingsSchema,
} from '@console/domain';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { businessRule, forbidden, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { cityDistricts } from '../addresses/city-districts-table.ts';
import { recordAudit } from '../audit/audit.ts';
import { users, workingDivisionOf } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { translations } from '../i18n/i18n-tables.ts';
import { escapeLike } from '../registers/register-filters.ts';

/** Stored settings are read through the schema so new fields get their defaults. */
function readSettings(stored: unknown): UserSettings {
  const parsed = userSettingsSchema.safeParse(stored ?? {});
  const { divisionId: _kept, ...settings } = parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
  return settings;
}

/** How many divisions one look-up of the working-division choices answers. */
const DIVISION_CHOICES_LIMIT = 20;

type DivisionRow = typeof divisions.$inferSelect;
const summary = (division: DivisionRow | null) =>
  division
    ? {
        id: division.id,
        number: division.number,
        name: division.name,
        divisionCategory: division.divisionCategory,
        countryCode: division.countryCode,
      }
    : null;

const homeDivisions = alias(divisions, 'home_division');

export function createUsersService(db: Database) {
  async function findUser(where: { id: string } | { login: string }) {
    const condition = 'id' in where ? eq(users.id, where.id) : eq(users.login, where.login);
    const [row] = await db
      .select({ user: users, division: divisions, home: homeDivisions })
      .from(users)
      .leftJoin(divisions, eq(workingDivisionOf(), divisions.id))
      .leftJoin(homeDivisions, eq(users.divisionId, homeDivisions.id))
      .where(and(condition, isNull(users.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Which divisions a user may work in (registers §5 "Division change"), as a condition on
   * `divisions`: null for a user who may not choose at all.
   */
  async function choiceCondition(user: typeof users.$inferSelect) {
    const choice = divisionChoiceOf(user.groups);
    if (choice === null) return null;
    const live = isNull(divisions.deletedAt);
    if (choice === 'settings') {
      const listed = readSettings(user.settings).divisions;
      const ids = listed.length > 0 ? listed : user.divisionId ? [user.divisionId] : [];
      return ids.length > 0 ? and(live, inArray(divisions.id, ids)) : undefined;
    }
    return and(
      live,
      inArray(divisions.source, [...DIVISION_SEARCH_PRESETS.sources]),
      notInArray(divisions.divisionCategory, [...DIVISION_CHANGE_EXCLUDED_CATEGORIES]),
    );
  }

  async function divisionChoices(
    user: typeof users.$inferSelect,
    textSearch: string | undefined,
    ids?: readonly string[],
  ) {
    const allowed = await choiceCondition(user);
    if (allowed === null) throw forbidden();
    if (allowed === undefined) return [];
    const search: SQL | undefined = textSearch
      ? or(
          ilike(divisions.number, `${escapeLike(textSearch)}%`),
          ilike(divisions.name, `%${escapeLike(textSearch)}%`),
        )
      : undefined;
    const rows = await db
      .select()
      .from(divisions)
      .where(and(allowed, search, ids ? inArray(divisions.id, [...ids]) : undefined))
      .orderBy(asc(divisions.number))
      .limit(DIVISION_CHOICES_LIMIT);
    return rows.map((row) => summary(row)!);
  }

  /**
   * What a settings save does to the working division: undefined when it stays, else the new
   * working division (null: back to their own).
   */
  async function workingDivisionChange(
    caller: AuthUser,
    userId: string,
    divisionId: string | null | undefined,
  ) {
    if (divisionId === undefined) return undefined;
    const { user } = await findUser({ id: userId });
    const today = user.workingDivisionId ?? user.divisionId;
    if (divisionId === today) return undefined;
    if (caller.id !== userId) throw forbidden();
    if (divisionId === null || divisionId === user.divisionId) {
      return { divisionId: user.divisionId, workingDivisionId: null };
    }
    const [chosen] = await divisionChoices(user, undefined, [divisionId]);
    if (!chosen) {
      throw businessRule('DIVISION_NOT_ELIGIBLE', 'This division cannot be chosen as your working division');
    }
    return { divisionId, workingDivisionId: divisionId };
  }

  return {
    async me(caller: AuthUser): Promise<CurrentUser> {
      const { user, division, home } = await findUser({ id: caller.id });
      return {
        id: user.id,
        login: user.login,
        firstName: user.firstName,
        lastName: user.lastName,
        patronymic: user.patronymic,
        email: user.email,
        groups: user.groups,
        division: summary(division),
        homeDivision: user.workingDivisionId ? summary(home) : null,
        countryProfile: countryProfile(user.countryCode),
        settings: readSettings(user.settings),
      };
    },

    async settingsOf(where: { id: string } | { login: string }): Promise<UserSettings & { userId: string }> {
      const { user } = await findUser(where);
      return {
        ...readSettings(user.settings),
        divisionId: user.workingDivisionId ?? user.divisionId,
        userId: user.id,
      };
    },

    /** The divisions the user may choose as their working division, by number or name. */
    divisionChoices: async (userId: string, textSearch?: string) =>
      divisionChoices((await findUser({ id: userId })).user, textSearch),

    /** Whether the console has its texts in a language (the `common` namespace is translated). */
    /** The ids among `ids` that name no live city district. */
    async unknownCityDistricts(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: cityDistricts.id })
        .from(cityDistricts)
        .where(and(inArray(cityDistricts.id, [...ids]), isNull(cityDistricts.deletedAt)));
      const known = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    async speaks(language: string): Promise<boolean> {
      const [row] = await db
        .select({ id: translations.id })
        .from(translations)
        .where(
          and(
            eq(translations.languageCode, language),
            eq(translations.namespace, 'common'),
            isNull(translations.deletedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Saves the settings; a `divisionId` other than today's moves the user's working division
     * (their own one clears it), which only the user themself may do, among their choices.
     */
    async saveSettings(caller: AuthUser, userId: string, next: UserSettings): Promise<UserSettings> {
      const { divisionId, ...settings } = next;
      const moving = await workingDivisionChange(caller, userId, divisionId);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            settings: users.settings,
            divisionId: users.divisionId,
            workingDivisionId: users.workingDivisionId,
          })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        if (!before) throw notFound();
        const working = moving === undefined ? before.workingDivisionId : moving.workingDivisionId;
        await tx
          .update(users)
          .set({ settings, workingDivisionId: working, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await recordAudit(tx, caller, {
          action: 'update',
          entity: 'user_settings',
          entityId: userId,
          before: { ...(before.settings as object), workingDivisionId: before.workingDivisionId },
          after: { ...settings, workingDivisionId: working },
        });
        return { ...settings, divisionId: working ?? before.divisionId };
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
