export * from './visit-document-status.ts';
export * from './visit-list-register.ts';
export * from './visit-model.ts';
export * from './visit-rules.ts';
