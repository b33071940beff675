export * from './keyboard-layout.ts';
export * from './shipment-journey.ts';
export * from './shipment-model.ts';
export * from './shipment-modification.ts';
export * from './shipment-registers.ts';
export * from './shipment-requests.ts';
export * from './shipment-status.ts';
export * from './volumetric-weight.ts';
