export * from './available-services.ts';
export * from './condition-evaluator.ts';
export * from './condition-model.ts';
export * from './condition-sentence.ts';
export * from './service-amount.ts';
export * from './shipment-facts.ts';
