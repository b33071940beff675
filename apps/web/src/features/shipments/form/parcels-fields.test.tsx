import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../app/test-kit.tsx';
import { ParcelsFields, parcelVolumetricKg } from './parcels-fields.tsx';

vi.setConfig({ testTimeout: 60_000 });

describe('volumetric weight in the shipment form', () => {
  it('is L×W×H cm / 5000 in kg, and empty while a size is missing', () => {
    expect(parcelVolumetricKg({ length: 40, width: 30, height: 20 })).toBe('4.8');
    expect(parcelVolumetricKg({ length: 40, width: 30, height: null })).toBe('');
    expect(parcelVolumetricKg({ length: 40, width: 30 })).toBe('');
    expect(parcelVolumetricKg(undefined)).toBe('');
  });

  it('follows the sizes as they are typed, read-only', async () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Form initialValues={{ parcels: [{ length: 40, width: 30, height: null }] }}>
          <ParcelsFields disabled={false} />
        </Form>
      </I18nextProvider>,
    );
    const weight = await screen.findByLabelText('Vol. weight');
    expect(weight).toHaveValue('');
    expect(weight).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Height'), '20');
    await waitFor(() => expect(weight).toHaveValue('4.8'));
  });
});
