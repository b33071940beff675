import { SEED_CATALOGUES } from '@console/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { connectApiClient } from '../../app/api-session.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { answerAt, fakeApi } from '../../app/test-kit.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { ModificationDialog } from './modification-dialog.tsx';
import { testShipment, testVisit, VISIT_ID } from './visit-test-data.ts';

function renderDialog(kind: 'Return' | 'Redirecting', visit = testVisit()) {
  const requests = fakeApi({
    ...answerAt('POST visits/:id/modifications', [VISIT_ID], { status: 200, data: visit }),
  });
  const i18n = createI18n({ language: 'en', resources: { en: SEED_CATALOGUES.en } });
  const queryClient = createQueryClient();
  connectApiClient(i18n, queryClient);
  const shipment = testShipment();
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App>
          <ModificationDialog kind={kind} visit={visit} shipment={shipment} onClose={onClose} />
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const sent = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const body = requests.at(-1)?.data as { payload: Record<string, unknown> } | undefined;
    return body?.payload;
  };
  return { shipment, sent };
}

describe('the modification payload (platform §3)', () => {
  it('names the sender as the customer of a Return', async () => {
    const returned = renderDialog('Return');
    expect(await returned.sent()).toMatchObject({ customerType: 'Sender', customerPhone: '48601234567' });
  });

  it('names the recipient of a redirect', async () => {
    const redirected = renderDialog('Redirecting');
    expect(await redirected.sent()).toMatchObject({
      customerType: 'Recipient',
      customerPhone: '48601234567',
    });
  });

  it("sends a visit with no client as Internal with the counterpart's phone", async () => {
    const internal = renderDialog('Return', testVisit({ phone: null, fullName: null }));
    expect(await internal.sent()).toMatchObject({
      customerType: 'Internal',
      customerPhone: internal.shipment.sender.phone,
    });
  });
});
