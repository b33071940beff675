import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../registers/register-test-kit.tsx';
import { SCAN_DIALOG_WIDTH, VisitSearch } from './visit-search.tsx';

// The browser's camera is not in jsdom: the reader reports one parcel label when asked.
vi.mock('../mobile-scanner/barcode-camera.tsx', () => ({
  BarcodeCamera: (props: { onDetected(code: string): void }) => (
    <button type="button" onClick={() => props.onDetected('SHPL0000000013')}>
      Camera sees a label
    </button>
  ),
}));

describe('scanning a parcel into the visit search with the camera (registers §2.4 scan shipment dialog)', () => {
  it('opens a 480 px dialog, and the code it reads is searched for as if typed', async () => {
    const { requests } = renderWithProviders(
      <VisitSearch
        disabled={false}
        onSelectShipment={() => {}}
        onSelectCid={() => {}}
        onServeCid={() => {}}
        servedCid={null}
        onCreateParcel={() => {}}
      />,
      { 'GET shipments/visit-search/SHPL0000000013': { status: 200, data: { groups: [] } } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan with the camera' });
    expect(SCAN_DIALOG_WIDTH).toBe(480);
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '480px' });
    await userEvent.click(await screen.findByRole('button', { name: 'Camera sees a label' }));

    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('shipments/visit-search/SHPL0000000013'),
    );
    expect(screen.getByRole('textbox', { name: /Shipment or parcel number/ })).toHaveValue('SHPL0000000013');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
