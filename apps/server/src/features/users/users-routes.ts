import { isDeepStrictEqual } from 'node:util';
import {
  can,
  currentUserSchema,
  divisionChoiceOf,
  isSettingsAdmin,
  MESSAGES,
  type UserSettings,
  userDivisionSchema,
  userSettingsSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError, validationFailed } from '../../http/errors.ts';
import { type AuthUser, SIGNED_IN } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import type { UsersService } from './users-service.ts';

const settingsQuerySchema = z.strictObject({
  user: z.string().trim().min(1).max(100).optional(),
  deletionMark: z.enum(['true', 'false']).optional(),
});

export async function usersRoutes(app: FastifyInstance, options: { users: UsersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { users } = options;

  routes.get(
    '/users/me',
    { config: { permission: SIGNED_IN }, schema: { tags: ['users'], response: { 200: currentUserSchema } } },
    (request) => users.me(request.authUser!),
  );

  routes.get(
    '/users/settings',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['users'],
        querystring: settingsQuerySchema,
        response: { 200: userSettingsSchema.extend({ userId: z.uuid().optional() }) },
      },
    },
    async (request) => {
      const caller = request.authUser!;
      const login = request.query.user;
      if (login && login !== caller.login && !isSettingsAdmin(caller)) throw forbidden();
      const { userId, ...settings } = await users.settingsOf(login ? { login } : { id: caller.id });
      // Another user's settings name that user, for the `PUT users/{id}/settings` that changes them.
      return login ? { ...settings, userId } : settings;
    },
  );

  routes.get(
    '/users/working-divisions',
    {
      config: {
        permission: {
          kind: 'check',
          describe: 'administrator_god or dispatch_manager (registers §5 "Division change")',
          allows: (user) => divisionChoiceOf(user.groups) !== null,
        },
      },
      schema: {
        tags: ['users'],
        querystring: z.strictObject({ textSearch: z.string().trim().max(100).optional() }),
        response: { 200: z.object({ items: z.array(userDivisionSchema) }) },
      },
    },
    async (request) => ({
      items: await users.divisionChoices(request.authUser!.id, request.query.textSearch || undefined),
    }),
  );

  routes.post(
    '/users/settings',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['users'], body: userSettingsSchema, response: { 200: userSettingsSchema } },
    },
    async (request) => {
      const caller = request.authUser!;
      const { userId: _, ...current } = await users.settingsOf({ id: caller.id });
      assertMayChange(caller, current, request.body);
      await assertLocaleVisible(users, caller, current, request.body);
      await assertCityDistrictsKnown(users, current, request.body);
      return users.saveSettings(caller, caller.id, request.body);
    },
  );

  routes.put(
    '/users/:id/settings',
    {
      config: {
        permission: {
          kind: 'check',
          describe: 'the user themself, administrator_god or service_desk',
          allows: (user, request) =>
            (request.params as { id?: string }).id === user.id || isSettingsAdmin(user),
        },
        scope: {
          id: open(
            'a user: the permission lets in only the user themself, administrator-god and service desk',
          ),
        },
      },
      schema: {
        tags: ['users'],
        params: z.strictObject({ id: z.uuid() }),
        body: userSettingsSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => {
      const caller = request.authUser!;
      if (request.params.id === caller.id) {
        const { userId: _, ...current } = await users.settingsOf({ id: caller.id });
        assertMayChange(caller, current, request.body);
        await assertLocaleVisible(users, caller, current, request.body);
        await assertCityDistrictsKnown(users, current, request.body);
      } else {
        const { userId: _, ...current } = await users.settingsOf({ id: request.params.id });
        await assertLocaleVisible(users, caller, current, request.body);
        await assertCityDistrictsKnown(users, current, request.body);
      }
      return users.saveSettings(caller, request.params.id, request.body);
    },
  );
}

/** The settings' city districts must be live districts (400 naming the field, never a 500). */
async function assertCityDistrictsKnown(users: UsersService, current: UserSettings, next: UserSettings) {
  if (isDeepStrictEqual(current.cityDistricts, next.cityDistricts)) return;
  const unknown = await users.unknownCityDistricts(next.cityDistricts);
  if (unknown.length > 0) throw validationFailed({ cityDistricts: 'any.invalid' });
}

/** Print settings belong to base users, language settings to the three service roles (platform §6). */
function assertMayChange(caller: AuthUser, current: UserSettings, next: UserSettings) {
  const printersChanged =
    !isDeepStrictEqual(current.printers, next.printers) ||
    !isDeepStrictEqual(current.mobilePrinters, next.mobilePrinters);
  if (printersChanged && !can(caller, 'printSettings')) throw forbidden(MESSAGES.resourceForbidden);
  if (current.interfaceLanguage !== next.interfaceLanguage && !can(caller, 'languageSettings')) {
    throw forbidden(MESSAGES.resourceForbidden);
  }
  const buttonsChanged = !isDeepStrictEqual(current.buttons, next.buttons);
  if (buttonsChanged && !can(caller, 'workspaceButtonSettings')) throw forbidden(MESSAGES.resourceForbidden);
  // A dispatch manager's divisions are given to them (registers §5), not chosen by them.
  if (!isDeepStrictEqual(current.divisions, next.divisions) && !isSettingsAdmin(caller)) {
    throw forbidden(MESSAGES.resourceForbidden);
  }
}

/**
 * Platform §6 "Locale visibility": a language the console has no texts in yet is administrator-
 * god's to pick (to look at a translation in progress); everybody else chooses among the console's
 * languages (docs/decisions.md "Record scope").
 */
async function assertLocaleVisible(
  users: UsersService,
  caller: AuthUser,
  current: UserSettings,
  next: UserSettings,
) {
  if (current.interfaceLanguage === next.interfaceLanguage || can(caller, 'localeVisibility')) return;
  if (!(await users.speaks(next.interfaceLanguage)))
    throw new HttpError(403, 'FORBIDDEN', MESSAGES.resourceForbidden, {
      interfaceLanguage: 'locale.hidden',
    });
}
