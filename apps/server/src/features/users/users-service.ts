import {
  type CurrentUser,
  countryProfile,
  DEFAULT_USER_SETTINGS,
  type UserSettings,
  userSettingsSchema,
} from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { users } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { translations } from '../i18n/i18n-tables.ts';

/** Stored settings are read through the schema so new fields get their defaults. */
function readSettings(stored: unknown): UserSettings {
  const parsed = userSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
}

export function createUsersService(db: Database) {
  async function findUser(where: { id: string } | { login: string }) {
    const condition = 'id' in where ? eq(users.id, where.id) : eq(users.login, where.login);
    const [row] = await db
      .select({ user: users, division: divisions })
      .from(users)
      .leftJoin(divisions, eq(users.divisionId, divisions.id))
      .where(and(condition, isNull(users.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async me(caller: AuthUser): Promise<CurrentUser> {
      const { user, division } = await findUser({ id: caller.id });
      return {
        id: user.id,
        login: user.login,
        firstName: user.firstName,
        lastName: user.lastName,
        patronymic: user.patronymic,
        email: user.email,
        groups: user.groups,
        division: division
          ? {
              id: division.id,
              number: division.number,
              name: division.name,
              divisionCategory: division.divisionCategory,
              countryCode: division.countryCode,
            }
          : null,
        countryProfile: countryProfile(user.countryCode),
        settings: readSettings(user.settings),
      };
    },

    async settingsOf(where: { id: string } | { login: string }): Promise<UserSettings & { userId: string }> {
      const { user } = await findUser(where);
      return { ...readSettings(user.settings), userId: user.id };
    },

    /** Whether the console has its texts in a language (the `common` namespace is translated). */
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

    async saveSettings(caller: AuthUser, userId: string, settings: UserSettings): Promise<UserSettings> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ settings: users.settings })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        if (!before) throw notFound();
        await tx.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, userId));
        await recordAudit(tx, caller, {
          action: 'update',
          entity: 'user_settings',
          entityId: userId,
          before: before.settings,
          after: settings,
        });
        return settings;
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
