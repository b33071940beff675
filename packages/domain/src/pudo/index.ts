export * from './mass-operations.ts';
export * from './pudo-workplace.ts';
export * from './staff-fixation.ts';
