export * from './goods-sale.ts';
export * from './money.ts';
export * from './money-model.ts';
