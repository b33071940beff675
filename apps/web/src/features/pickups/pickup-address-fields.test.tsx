import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../app/test-kit.tsx';
import { answerAt } from '../../app/test-kit.tsx';
import {
  installQueryProbe,
  listQueries,
  page,
  queryOf,
  renderWithProviders,
} from '../registers/register-test-kit.tsx';
import { PickupAddressFields } from './pickup-address-fields.tsx';

let removeProbe: () => void;
beforeEach(() => {
  removeProbe = installQueryProbe();
});
afterEach(() => removeProbe());

const SETTLEMENT_ID = '0b6f1a52-6a53-4c0c-9a57-0d1d2c7e1a01';
const STREET_ID = '0b6f1a52-6a53-4c0c-9a57-0d1d2c7e1a02';

/** The street's buildings whose name holds the typed text. */
function buildings(request: FakeRequest) {
  const text = queryOf(request).get('textSearch') ?? '';
  const names = ['5', '10', '10A', '105'].filter((name) => name.includes(text));
  return {
    status: 200,
    data: page(names.map((name) => ({ id: `building-${name}`, name, streetName: 'Marszałkowska' }))),
  };
}

describe('pickup address building picker', () => {
  it('searches a chosen street for a house number of one or two characters', async () => {
    const view = renderWithProviders(
      <Form initialValues={{ settlementId: SETTLEMENT_ID, streetId: STREET_ID }}>
        <PickupAddressFields countryCode="PL" />
      </Form>,
      {
        ...answerAt('GET settlements/:id', [SETTLEMENT_ID], {
          status: 200,
          data: { id: SETTLEMENT_ID, name: 'Warszawa' },
        }),
        ...answerAt('GET streets/:id', [STREET_ID], {
          status: 200,
          data: { id: STREET_ID, name: 'Marszałkowska' },
        }),
        'GET buildings': buildings,
      },
    );
    const picker = screen.getByRole('combobox', { name: 'Building' });
    await userEvent.type(picker, '10');
    expect(await screen.findByText('10 Marszałkowska')).toBeInTheDocument();
    const [query] = listQueries(view.requests, 'buildings');
    expect(query?.get('textSearch')).toBe('10');
    expect(query?.get('streetId')).toBe(STREET_ID);

    await userEvent.clear(picker);
    await userEvent.type(picker, '5');
    await waitFor(() =>
      expect(listQueries(view.requests, 'buildings').map((each) => each.get('textSearch'))).toContain('5'),
    );
  });
});
