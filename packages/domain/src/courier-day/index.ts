export * from './courier-day.ts';
