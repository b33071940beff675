import { templatesRegister } from '@console/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/sql-helpers.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { notificationTemplates as templates } from './templates-table.ts';

/** A list filter on an array column: the row holds any of the values. */
const overlaps =
  (column: PgColumn, type: 'text' | 'integer') =>
  (values: readonly (string | number)[]): SQL =>
    sql`${qualified(column)} && array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;

/** The notification templates list (registers §2.3). */
export const templatesBinding: RegisterBinding = {
  definition: templatesRegister,
  table: templates,
  computed: {
    // Registers §4: the active flag shown as active or deleted.
    status: sql`(case when ${qualified(templates.active)} then 'active' else 'deleted' end)`,
  },
  customFilters: {
    active: (state: 'active' | 'deleted') => sql`${qualified(templates.active)} = ${state === 'active'}`,
    informationChannels: overlaps(templates.information_channel, 'text'),
    statusCodes: overlaps(templates.status_code, 'integer'),
    clientTypes: overlaps(templates.client_type, 'text'),
    countryCodes: overlaps(templates.country_code, 'text'),
  },
  hidden: ['tracking', 'informing', 'days_info'],
};
