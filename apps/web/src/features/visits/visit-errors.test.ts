import { describe, expect, it } from 'vitest';
import { ProductError } from '../../api/product-error.ts';
import { createTestI18n } from '../../app/test-kit.tsx';
import { visitErrorText } from './visit-errors.ts';

describe('visit errors in the user’s words (registers §8)', () => {
  const t = createTestI18n('en').t;

  it('tells the clerk to name the client before a refusal (no_client_rejections), by code or by message', () => {
    const byCode = new ProductError({
      status: 422,
      code: 'NO_CLIENT_REJECTIONS',
      message: 'no_client_rejections',
    });
    const byMessage = new ProductError({
      status: 422,
      code: 'BUSINESS_RULE',
      message: 'no_client_rejections',
    });
    const words =
      "A refusal is recorded against the client: enter the visitor's phone or find their CID first";
    expect(visitErrorText(t, byCode)).toBe(words);
    expect(visitErrorText(t, byMessage)).toBe(words);
  });
});
