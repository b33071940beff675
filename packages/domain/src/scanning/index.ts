export * from './hubs.ts';
export * from './problem-parcels.ts';
export * from './scan-model.ts';
export * from './scanning-register.ts';
export * from './unloading-courier.ts';
export * from './vehicle-number.ts';
export * from './work-place.ts';
