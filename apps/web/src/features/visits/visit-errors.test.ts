import { describe, expect, it } from 'vitest';
import { useErrorList } from '../../api/error-list.ts';
import { ProductError } from '../../api/product-error.ts';
import { createTestI18n } from '../../app/test-kit.tsx';
import { reportVisitNotices, visitErrorText } from './visit-errors.ts';

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

  it('tells the clerk a paid order came back into the visit (paid_order_restored) after a payment', () => {
    const before = useErrorList.getState().notices.length;
    reportVisitNotices(t, ['paid_order_restored']);
    const notices = useErrorList.getState().notices;
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({
      type: 'warning',
      title: "The order was paid after it left the visit: it is back among the visit's documents",
    });
  });
});
