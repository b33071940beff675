import type { StaffFixationKind } from '@console/domain';
import { boolean, index, jsonb, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { divisions } from '../divisions/divisions-table.ts';
import { staffs } from '../staffs/staffs-table.ts';

/** Part-time positions (registers §3.2): the divisions an employee works at besides their own. */
export const staffPartTimePositions = pgTable(
  'staff_part_time_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: varchar('employee_id', { length: 50 })
      .notNull()
      .references(() => staffs.mdmId),
    positionName: varchar('position_name', { length: 255 }).notNull(),
    departmentId: varchar('department_id', { length: 50 }),
    inventLocationId: varchar('invent_location_id', { length: 50 }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    isActive: boolean('is_active').notNull().default(true),
    userGroups: jsonb('user_groups').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('staff_part_time_positions_employee_division_key').on(table.employeeId, table.divisionId),
    index('staff_part_time_positions_division_idx').on(table.divisionId),
  ],
);

/** A badge scan: the employee was present at the division from (arrival) or until (departure) then. */
export const staffFixations = pgTable(
  'staff_fixations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mdmId: varchar('mdm_id', { length: 50 })
      .notNull()
      .references(() => staffs.mdmId),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    kind: varchar('kind', { length: 20 }).$type<StaffFixationKind>().notNull(),
    positionName: varchar('position_name', { length: 255 }),
    fixedAt: timestamp('fixed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    fixedByUser: varchar('fixed_by_user', { length: 100 }).notNull(),
  },
  (table) => [
    index('staff_fixations_division_fixed_at_idx').on(table.divisionId, table.fixedAt),
    index('staff_fixations_mdm_fixed_at_idx').on(table.mdmId, table.fixedAt),
  ],
);
