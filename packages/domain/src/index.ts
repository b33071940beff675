export * from './auth.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './settings.ts';
export * from './validation-keys.ts';
