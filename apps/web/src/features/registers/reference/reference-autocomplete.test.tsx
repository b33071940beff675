import { MOBILE_APP_CONSUMER } from '@console/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSUMER_STORAGE_KEY } from '../../../app/mobile-app-mode.ts';
import type { FakeRequest, FakeRoutes } from '../../../app/test-kit.tsx';
import { installQueryProbe, listQueries, page, queryOf, renderWithProviders } from '../register-test-kit.tsx';
import { ReferenceAutocomplete } from './reference-autocomplete.tsx';

let removeProbe: () => void;
beforeEach(() => {
  removeProbe = installQueryProbe();
});
afterEach(() => removeProbe());

const COUNTRY_NAMES = ['Poland', 'Portugal', 'Polynesia', 'Pomerania', 'Porto Rico', 'Potosi', 'Poznań land'];
/** Twenty-two matches for any text: more than the twenty the country field may show (registers §9). */
function countries(request: FakeRequest) {
  const text = queryOf(request).get('name') ?? '';
  const items = Array.from({ length: 22 }, (_, index) => ({
    code: `C${index}`,
    name: `${COUNTRY_NAMES[index % COUNTRY_NAMES.length]} ${index} (${text})`,
  }));
  return { status: 200, data: page(items) };
}

function Field(props: { register: string; onValue?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ReferenceAutocomplete
      register={props.register}
      value={value}
      aria-label="Country"
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

function renderField(routes: FakeRoutes, onValue?: (value: string | null) => void) {
  return renderWithProviders(<Field register="countries" {...(onValue ? { onValue } : {})} />, routes);
}

describe('reference autocomplete', () => {
  it('waits for 3 characters and 300 ms of quiet, then asks once with the source and the limit', async () => {
    const view = renderField({ 'GET countries': countries });
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Po');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listQueries(view.requests, 'countries')).toHaveLength(0);

    await userEvent.type(input, 'la');
    // Typing goes on within the debounce: nothing asked yet.
    expect(listQueries(view.requests, 'countries')).toHaveLength(0);
    await waitFor(() => expect(listQueries(view.requests, 'countries')).toHaveLength(1));
    const [query] = listQueries(view.requests, 'countries');
    expect(query?.get('name')).toBe('Pola');
    // Country look-ups ask for 20, other sources for 10 (registers §9).
    expect(query?.get('limit')).toBe('20');
    expect(query?.get('page')).toBe('1');
  });

  it('waits 500 ms of quiet in the mobile app (registers §9)', async () => {
    sessionStorage.setItem(CONSUMER_STORAGE_KEY, MOBILE_APP_CONSUMER);
    try {
      const view = renderField({ 'GET countries': countries });
      await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Pol');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(listQueries(view.requests, 'countries')).toHaveLength(0);
      await waitFor(() => expect(listQueries(view.requests, 'countries')).toHaveLength(1));
    } finally {
      sessionStorage.removeItem(CONSUMER_STORAGE_KEY);
    }
  });

  it('shows at most 20 country suggestions and stores the value field of the one picked', async () => {
    const picked: (string | null)[] = [];
    renderField({ 'GET countries': countries }, (value) => picked.push(value));
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Pol');
    await screen.findByText('Poland 0 (Pol)');
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(20);
    expect(screen.queryByText(/ 20 \(Pol\)/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Portugal 1 (Pol)'));
    expect(picked).toEqual(['C1']);
  });

  it('is keyboard friendly: arrows and Enter pick a suggestion', async () => {
    const picked: (string | null)[] = [];
    renderField({ 'GET countries': countries }, (value) => picked.push(value));
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Pol');
    await screen.findByText('Poland 0 (Pol)');
    // rc-select reads keyCode, which user-event leaves out: the events are fired with it.
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    expect(picked).toEqual(['C1']);
  });

  it("says 'no results' when nothing matches", async () => {
    renderField({ 'GET countries': { status: 200, data: page([]) } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Xyz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('shows an error text when the search fails', async () => {
    renderField({ 'GET countries': { status: 500, data: { code: 'INTERNAL', message: 'boom' } } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Pol');
    expect(await screen.findByText('Suggestions could not be loaded. Try again.')).toBeInTheDocument();
  });

  it('looks up the label of a stored value by its key', async () => {
    renderWithProviders(<ReferenceAutocomplete register="countries" value="PL" aria-label="Country" />, {
      'GET countries/PL': { status: 200, data: { code: 'PL', name: 'Poland' } },
    });
    expect(await screen.findByText('Poland')).toBeInTheDocument();
  });

  it('stores an upper-case value for a lower-case key (a country language PL for the language pl)', async () => {
    const picked: string[] = [];
    function LanguageField() {
      const [value, setValue] = useState<string | null>('PL');
      return (
        <ReferenceAutocomplete
          register="languages"
          storedCase="upper"
          value={value}
          aria-label="Language"
          onChange={(next) => {
            setValue(next);
            if (next) picked.push(next);
          }}
        />
      );
    }
    const view = renderWithProviders(<LanguageField />, {
      'GET languages/pl': { status: 200, data: { code: 'pl', name: 'Polish', native: 'polski', rtl: false } },
      'GET languages': {
        status: 200,
        data: page([{ code: 'de', name: 'German', native: 'Deutsch', rtl: false }]),
      },
    });
    expect(await screen.findByText('Polish')).toBeInTheDocument();
    expect(view.requests.some((request) => request.url === 'languages/PL')).toBe(false);
    await userEvent.type(screen.getByRole('combobox', { name: 'Language' }), 'Ger');
    fireEvent.click(await screen.findByText('German'));
    expect(picked).toEqual(['DE']);
  });
});
