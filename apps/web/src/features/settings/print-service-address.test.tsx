import { SEED_CATALOGUES } from '@console/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import {
  DEFAULT_PRINT_SERVICE_URL,
  PRINT_SERVICE_URL_STORAGE_KEY,
} from '../printing/print-service-client.ts';
import { PrintServiceAddress } from './print-service-address.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderField() {
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', resources: { en: SEED_CATALOGUES.en } })}>
      <PrintServiceAddress />
    </I18nextProvider>,
  );
  return screen.getByLabelText('Print service address');
}

const stored = () => localStorage.getItem(PRINT_SERVICE_URL_STORAGE_KEY);

describe('print service address field', () => {
  it('shows the standard address as placeholder while none is saved', () => {
    const input = renderField();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', DEFAULT_PRINT_SERVICE_URL);
    expect(screen.getByText(`In use: ${DEFAULT_PRINT_SERVICE_URL}`)).toBeInTheDocument();
  });

  it('refuses an address that is not absolute http(s), says why and stores nothing', async () => {
    const input = renderField();
    await userEvent.type(input, 'localhost:8555{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a full address starting with http:// or https://',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(stored()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Save address/ }));
    expect(stored()).toBeNull();
  });

  it('saves a valid address in this browser with Enter, trimmed of trailing slashes', async () => {
    const input = renderField();
    await userEvent.type(input, 'http://10.0.0.5:9000/{Enter}');
    expect(stored()).toBe('http://10.0.0.5:9000');
    expect(input).toHaveValue('http://10.0.0.5:9000');
    expect(screen.getByRole('status')).toHaveTextContent('Saved for this browser: http://10.0.0.5:9000');
    expect(screen.getByText('In use: http://10.0.0.5:9000')).toBeInTheDocument();
  });

  it('saves with the button', async () => {
    const input = renderField();
    await userEvent.type(input, 'https://print.local');
    await userEvent.click(screen.getByRole('button', { name: /Save address/ }));
    expect(stored()).toBe('https://print.local');
  });

  it('resets to the standard address', async () => {
    localStorage.setItem(PRINT_SERVICE_URL_STORAGE_KEY, 'http://10.0.0.5:9000');
    const input = renderField();
    expect(input).toHaveValue('http://10.0.0.5:9000');
    await userEvent.click(screen.getByRole('button', { name: /Reset to default/ }));
    expect(stored()).toBeNull();
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      `The standard address ${DEFAULT_PRINT_SERVICE_URL} is used again`,
    );
  });

  it('checks the address in the field and says how many printers answered', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ deviceUri: 'usb://zebra/1', name: 'Zebra' }, { uri: 'ipp://a4' }]), {
        status: 200,
      }),
    );
    const input = renderField();
    await userEvent.type(input, 'http://10.0.0.5:9000');
    await userEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(
      await screen.findByText('The print service at http://10.0.0.5:9000 answered. Printers: 2'),
    ).toBeVisible();
    expect(screen.getByText('Zebra, ipp://a4')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://10.0.0.5:9000/devices');
    // Checking does not save.
    expect(stored()).toBeNull();
  });

  it('says so when the service does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderField();
    await userEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(
      await screen.findByText(`The print service at ${DEFAULT_PRINT_SERVICE_URL} did not answer`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${DEFAULT_PRINT_SERVICE_URL}/devices`);
  });

  it('does not check an invalid address', async () => {
    const input = renderField();
    await userEvent.type(input, 'ftp://printer');
    await userEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a full address');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
