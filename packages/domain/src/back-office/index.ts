export * from './workspace-queues.ts';
