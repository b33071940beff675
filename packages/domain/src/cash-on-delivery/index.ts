export * from './cash-on-delivery.ts';
