export * from './customs-model.ts';
