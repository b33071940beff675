export * from './live-dispatch.ts';
