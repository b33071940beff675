import { date, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** Employees from the master-data system, keyed by mdmId. */
export const staffs = pgTable(
  'staffs',
  {
    mdmId: varchar('mdm_id', { length: 50 }).primaryKey(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    patronymic: varchar('patronymic', { length: 100 }),
    positionName: varchar('position_name', { length: 255 }),
    phone: varchar('phone', { length: 15 }),
    additionalPhone: varchar('additional_phone', { length: 15 }),
    department: varchar('department', { length: 255 }),
    divisionId: uuid('division_id').references(() => divisions.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    login: varchar('login', { length: 100 }),
    birthday: date('birthday', { mode: 'string' }),
    status: varchar('status', { length: 20 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [
    index('staffs_login_idx').on(table.login),
    index('staffs_division_idx').on(table.divisionId),
    trigramIndex('staffs_last_name_trgm_idx', table.lastName),
    trigramIndex('staffs_first_name_trgm_idx', table.firstName),
  ],
);
