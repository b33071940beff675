import { describe, expect, it } from 'vitest';
import { operationCustomerOf } from './shipment-modification.ts';

const shipment = { sender: { phone: '48601111111' }, recipient: { phone: '48602222222' } };

describe('operationCustomerOf (platform §3 operation payload)', () => {
  it('names the sender for a Return and the recipient for every other operation', () => {
    expect(operationCustomerOf('Return', shipment, { phone: '48603333333' })).toEqual({
      customerType: 'Sender',
      customerPhone: '48603333333',
    });
    for (const type of ['Redirecting', 'ChangeData', 'Refusal'])
      expect(operationCustomerOf(type, shipment, { phone: null }).customerType).toBe('Recipient');
  });

  it("gives an Internal client with no phone the counterpart's phone", () => {
    expect(operationCustomerOf('Return', shipment, { type: 'Internal', phone: null })).toEqual({
      customerType: 'Internal',
      customerPhone: '48601111111',
    });
    expect(operationCustomerOf('Redirecting', shipment, { type: 'Internal' }).customerPhone).toBe(
      '48602222222',
    );
    expect(
      operationCustomerOf('Return', shipment, { type: 'Internal', phone: '48604444444' }).customerPhone,
    ).toBe('48604444444');
    expect(operationCustomerOf('Return', shipment, { phone: null }).customerPhone).toBeNull();
  });
});
