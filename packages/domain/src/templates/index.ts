export * from './template-rules.ts';
export * from './template-schema.ts';
export * from './templates-register.ts';
