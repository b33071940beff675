import { boolean, doublePrecision, index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';

type Translations = Record<string, { name: string; shortName?: string }>;

/** Kinds of documents an attachment belongs to. */
export const attachedDocumentTypes = pgTable('attached_document_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 100 }).notNull(),
  shortName: varchar('short_name', { length: 100 }),
  ownerDocumentType: varchar('owner_document_type', { length: 50 }).notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  ...registerTimestamps,
});

/** Cargo categories of a country, offered in priority order. */
export const cargoCategories = pgTable(
  'cargo_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 100 }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    group: varchar('group', { length: 30 }).notNull(),
    priority: integer('priority').notNull(),
    width: doublePrecision('width'),
    length: doublePrecision('length'),
    height: doublePrecision('height'),
    actualWeight: doublePrecision('actual_weight'),
    volumetricWeight: doublePrecision('volumetric_weight'),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [index('cargo_categories_country_idx').on(table.countryCode, table.priority)],
);

export const identificationDocumentTypes = pgTable('identification_document_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 100 }).notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  control: varchar('control', { length: 100 }),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  ...registerTimestamps,
});

/** Units of measurement, keyed by code. */
export const measurements = pgTable('measurements', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  shortName: varchar('short_name', { length: 30 }).notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  ...registerTimestamps,
});

export interface NomenclatureBarcode {
  id: string;
  barcode: string;
}
export interface NomenclatureDimension {
  id: string;
  width: number;
  length: number;
  height: number;
  volumetricWeight: number;
}

/** Goods, services and packaging sold at the counter, with their barcodes and package sizes. */
export const nomenclatures = pgTable(
  'nomenclatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    shortName: varchar('short_name', { length: 100 }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    measurementUnitCode: varchar('measurement_unit_code', { length: 8 })
      .notNull()
      .references(() => measurements.code),
    type: varchar('type', { length: 20 }).notNull(),
    packagingForPlace: boolean('packaging_for_place').notNull().default(false),
    eachSeatCalculation: boolean('each_seat_calculation').notNull().default(false),
    width: doublePrecision('width'),
    length: doublePrecision('length'),
    height: doublePrecision('height'),
    volumetricWeight: doublePrecision('volumetric_weight'),
    barcodes: jsonb('barcodes').$type<NomenclatureBarcode[]>().notNull().default([]),
    dimensions: jsonb('dimensions').$type<NomenclatureDimension[]>().notNull().default([]),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [
    index('nomenclatures_country_code_idx').on(table.countryCode, table.code),
    index('nomenclatures_barcodes_idx').using('gin', table.barcodes),
    trigramIndex('nomenclatures_name_trgm_idx', table.name),
  ],
);
