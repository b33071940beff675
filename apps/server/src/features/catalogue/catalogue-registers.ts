import { randomUUID } from 'node:crypto';
import {
  attachedDocumentTypesRegister,
  cargoCategoriesRegister,
  identificationDocumentTypesRegister,
  measurementsRegister,
  nomenclaturesRegister,
} from '@console/domain';
import { sql } from 'drizzle-orm';
import { qualified } from '../../db/sql-helpers.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import {
  attachedDocumentTypes,
  cargoCategories,
  identificationDocumentTypes,
  measurements,
  nomenclatures,
} from './catalogue-tables.ts';

export const attachedDocumentTypesBinding: RegisterBinding = {
  definition: attachedDocumentTypesRegister,
  table: attachedDocumentTypes,
};
export const cargoCategoriesBinding: RegisterBinding = {
  definition: cargoCategoriesRegister,
  table: cargoCategories,
};
export const identificationDocumentTypesBinding: RegisterBinding = {
  definition: identificationDocumentTypesRegister,
  table: identificationDocumentTypes,
};
export const measurementsBinding: RegisterBinding = { definition: measurementsRegister, table: measurements };

/** Barcode and dimension rows keep their ids; new rows get one. */
const withIds = (rows: unknown) =>
  Array.isArray(rows)
    ? rows.map((row: Record<string, unknown>) => ({ ...row, id: row.id ?? randomUUID() }))
    : rows;

export const nomenclaturesBinding: RegisterBinding = {
  definition: nomenclaturesRegister,
  table: nomenclatures,
  customFilters: {
    barcode: (barcode: string) =>
      sql`${qualified(nomenclatures.barcodes)} @> ${JSON.stringify([{ barcode }])}::jsonb`,
  },
  derive(values) {
    const next = { ...values };
    if ('barcodes' in next) next.barcodes = withIds(next.barcodes);
    if ('dimensions' in next) next.dimensions = withIds(next.dimensions);
    return next;
  },
};
