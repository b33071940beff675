export * from './task-model.ts';
export * from './task-register.ts';
