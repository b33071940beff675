export * from './shipment-model.ts';
export * from './shipment-registers.ts';
export * from './shipment-status.ts';
