import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../app/test-kit.tsx';
import { payloadLines } from './payload-lines.ts';

describe('a modification request as labelled lines', () => {
  it('labels fields and parties, and leaves out the ids shown elsewhere', () => {
    const uk = createTestI18n('uk');
    const lines = payloadLines(uk.t.bind(uk), {
      shipmentId: '4b0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c11',
      payerType: 'Recipient',
      recipient: { name: 'Jan Kowalski' },
      source: 'API',
    });
    expect(lines.map((line) => [line.label, line.value])).toEqual([
      ['Платник', 'Одержувач'],
      ["Одержувач · Ім'я", 'Jan Kowalski'],
    ]);
  });
});
