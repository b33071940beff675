import { boolean, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

export const languages = pgTable('languages', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  native: varchar('native', { length: 40 }).notNull(),
  rtl: boolean('rtl').notNull().default(false),
  ...registerTimestamps,
});

export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    namespace: varchar('namespace', { length: 50 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    value: text('value').notNull(),
    ...registerTimestamps,
  },
  (table) => [
    uniqueIndex('translations_language_namespace_key_idx').on(table.languageCode, table.namespace, table.key),
  ],
);
