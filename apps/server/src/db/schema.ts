export * from '../features/audit/audit-table.ts';
export * from '../features/auth/auth-tables.ts';
export * from '../features/divisions/divisions-table.ts';
export * from '../features/i18n/i18n-tables.ts';
