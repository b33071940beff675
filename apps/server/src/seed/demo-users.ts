import { demoLogin, ROLES, type Role, SERVICE_ROLES } from '@console/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { divisions } from '../features/divisions/divisions-table.ts';

export const DEMO_PASSWORD = 'demo';

/** Demo people: Polish and Ukrainian names whose surname agrees with the first name. */
const DEMO_PEOPLE: readonly (readonly [first: string, last: string])[] = [
  ['Anna', 'Kovalenko'],
  ['Piotr', 'Nowak'],
  ['Olena', 'Shevchenko'],
  ['Marek', 'Wiśniewski'],
  ['Iryna', 'Bondarenko'],
  ['Tomasz', 'Lewandowski'],
  ['Kateryna', 'Melnyk'],
  ['Jan', 'Kowalski'],
  ['Oksana', 'Tkachenko'],
  ['Paweł', 'Zieliński'],
  ['Magdalena', 'Kamińska'],
];

export const DEMO_DIVISION = {
  number: '1001',
  name: 'Warszawa Oddział nr 1',
  shortName: 'WAW-1',
  divisionCategory: 'PostBranch',
  status: 'Working',
  countryCode: 'PL',
  // The operator's own network: division pickers only offer the NPAX, NPUA and NPDepartment sources.
  source: 'NPAX',
} as const;

/**
 * What seeding a demo division again changes: a source it was first seeded without (older demo
 * databases), never one edited since.
 */
export function fillMissingSource() {
  return { source: sql`coalesce(${divisions.source}, excluded.source)`, updatedAt: new Date() };
}

/** A demo user holding no service role, to show the access rule's refusal. */
export const NO_ACCESS_LOGIN = 'no.access';

/**
 * One user per role (login = role with `_` → `.`) plus `operator`, all with the
 * password `demo`. Users of a role other than the three service roles also hold
 * `base`: without it the access rule refuses them everything (docs/decisions.md).
 */
export function demoUserSpecs(): { login: string; groups: Role[] }[] {
  return [
    ...ROLES.map((role) => ({
      login: demoLogin(role),
      groups: (SERVICE_ROLES as readonly Role[]).includes(role) ? [role] : (['base', role] as Role[]),
    })),
    { login: 'operator', groups: ['base', 'branch_employee', 'branch_manager'] },
    { login: NO_ACCESS_LOGIN, groups: ['courier'] },
  ];
}

export async function seedDemoUsers(db: Database) {
  const [division] = await db
    .insert(divisions)
    .values(DEMO_DIVISION)
    .onConflictDoUpdate({ target: divisions.number, set: fillMissingSource() })
    .returning({ id: divisions.id });
  const specs = demoUserSpecs();
  const existing = await db
    .select({ login: users.login })
    .from(users)
    .where(
      inArray(
        users.login,
        specs.map((spec) => spec.login),
      ),
    );
  const known = new Set(existing.map((row) => row.login));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const missing = specs
    .map((spec, index) => ({ spec, index }))
    .filter(({ spec }) => !known.has(spec.login))
    .map(({ spec, index }) => {
      const [firstName, lastName] = DEMO_PEOPLE[index % DEMO_PEOPLE.length]!;
      return {
        login: spec.login,
        groups: spec.groups,
        passwordHash,
        firstName,
        lastName,
        email: `${spec.login.replaceAll('.', '_')}@demo.parcel-console.test`,
        divisionId: division?.id ?? null,
        countryCode: 'PL',
      };
    });
  if (missing.length > 0) await db.insert(users).values(missing);
}

/**
 * Clerks of other divisions, so the README's logins can take one parcel from branch to terminal
 * to branch and see each division's scope: a branch in Kraków, the terminal in Płock and a branch
 * in Kyiv (numbers of the generated reference divisions; a missing one is skipped).
 */
export const DEMO_DIVISION_USERS = [
  {
    login: 'clerk.krakow',
    groups: ['base', 'branch_employee', 'branch_manager'],
    division: '100003',
    countryCode: 'PL',
    firstName: 'Agnieszka',
    lastName: 'Nowicka',
  },
  {
    login: 'terminal.plock',
    groups: ['base', 'terminal_employee', 'terminal_manager'],
    division: '100002',
    countryCode: 'PL',
    firstName: 'Krzysztof',
    lastName: 'Mazur',
  },
  {
    login: 'clerk.kyiv',
    groups: ['base', 'branch_employee', 'branch_manager'],
    division: '100021',
    countryCode: 'UA',
    firstName: 'Taras',
    lastName: 'Hrytsenko',
  },
  {
    // Covers the Płock terminal and the Warsaw branch besides Kraków (registers §5 "Division change").
    login: 'dispatch.krakow',
    groups: ['base', 'dispatch_manager'],
    division: '100003',
    countryCode: 'PL',
    firstName: 'Marta',
    lastName: 'Szymańska',
  },
] as const satisfies readonly {
  login: string;
  groups: readonly Role[];
  division: string;
  countryCode: string;
  firstName: string;
  lastName: string;
}[];

export async function seedDivisionUsers(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const spec of DEMO_DIVISION_USERS) {
    const [division] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.number, spec.division));
    if (!division) continue;
    await db
      .insert(users)
      .values({
        login: spec.login,
        groups: [...spec.groups],
        passwordHash,
        firstName: spec.firstName,
        lastName: spec.lastName,
        email: `${spec.login.replaceAll('.', '_')}@demo.parcel-console.test`,
        divisionId: division.id,
        countryCode: spec.countryCode,
      })
      .onConflictDoNothing({ target: users.login });
  }
}

/**
 * The dispatch managers' divisions (registers §5 "Division change": a dispatch manager works in the
 * divisions of their settings): `dispatch.manager` covers Kraków and Płock besides Warsaw,
 * `dispatch.krakow` Płock and Warsaw besides Kraków. Given once, so a change made in the console stays.
 */
export async function seedDispatchManagerDivisions(db: Database) {
  const covers = [
    { login: demoLogin('dispatch_manager'), numbers: [DEMO_DIVISION.number, '100003', '100002'] },
    { login: 'dispatch.krakow', numbers: ['100003', '100002', DEMO_DIVISION.number] },
  ];
  const rows = await db
    .select({ id: divisions.id, number: divisions.number })
    .from(divisions)
    .where(inArray(divisions.number, [DEMO_DIVISION.number, '100003', '100002']));
  for (const { login, numbers } of covers) {
    const ids = numbers.flatMap((number) => rows.filter((row) => row.number === number).map((row) => row.id));
    const [manager] = await db.select({ settings: users.settings }).from(users).where(eq(users.login, login));
    const settings = (manager?.settings ?? {}) as { divisions?: string[] };
    if (!manager || (settings.divisions?.length ?? 0) > 0) continue;
    await db
      .update(users)
      .set({ settings: { ...settings, divisions: ids } })
      .where(eq(users.login, login));
  }
}
