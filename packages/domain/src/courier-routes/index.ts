export * from './route-model.ts';
export * from './route-optimization.ts';
