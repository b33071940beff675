import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, resetSession, signedInRoutes, signIn } from '../app/test-kit.tsx';
import { renderWithProviders } from '../features/registers/register-test-kit.tsx';
import { PhoneInput } from './phone-input.tsx';

function PhoneForm({ mask, onValues }: { mask?: string; onValues: (phone: string) => void }) {
  return (
    <Form onValuesChange={(_, values: { phone: string }) => onValues(values.phone)}>
      <Form.Item name="phone" label="Phone">
        <PhoneInput {...(mask === undefined ? {} : { mask })} />
      </Form.Item>
    </Form>
  );
}

describe('PhoneInput (platform §5, §9: phone masks use # for digits, per country)', () => {
  beforeEach(() => {
    resetSession();
    signIn();
  });

  it("shows the signed-in user's country mask and keeps the digits of a pasted phone", async () => {
    let phone = '';
    renderWithProviders(
      <PhoneForm onValues={(value) => (phone = value)} />,
      signedInRoutes(fakeUser(['branch_employee'])),
    );
    const input = screen.getByLabelText('Phone');
    expect(await screen.findByPlaceholderText('+48###########')).toBe(input);
    await userEvent.click(input);
    await userEvent.paste('+48 600-100-200');
    expect(input).toHaveValue('48600100200');
    expect(phone).toBe('48600100200');
  });

  it("stops at the mask's digits: twelve in Ukraine", async () => {
    renderWithProviders(
      <PhoneForm mask="+380#########" onValues={() => {}} />,
      signedInRoutes(fakeUser(['branch_employee'])),
    );
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '38067123456789');
    expect(input).toHaveValue('380671234567');
  });
});
