export * from './attachments-model.ts';
