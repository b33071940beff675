export * from './pickup-model.ts';
export * from './pickup-registers.ts';
export * from './pickup-rules.ts';
export * from './street-name.ts';
