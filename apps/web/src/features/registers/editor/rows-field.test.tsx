import { divisionUpdateSchema, nomenclatureSchema, REGISTERS } from '@console/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestI18n, resetSession, signIn } from '../../../app/test-kit.tsx';
import { DIVISION, itemOf, openEditor, saveButton, validationFailure, writes } from './editor-test-kit.ts';
import { StructuredField } from './structured-field.tsx';

const DIVISION_PATH = `divisions/${DIVISION.id}`;
const NOMENCLATURE = {
  id: '9c3e1f2a-4b5c-4d6e-8f70-8192a3b4c5d6',
  code: 'BOX-S',
  name: 'Box S',
  shortName: null,
  countryCode: 'PL',
  measurementUnitCode: 'H87',
  type: 'Packaging',
  packagingForPlace: true,
  eachSeatCalculation: false,
  width: 200,
  length: 300,
  height: 100,
  volumetricWeight: 1_200,
  barcodes: [{ id: '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', barcode: '5901234123457' }],
  dimensions: [
    {
      id: '2a1b0c9d-8e7f-4a6b-9c5d-e4f3a2b1c0d9',
      length: 300,
      width: 200,
      height: 100,
      volumetricWeight: 1_200,
    },
  ],
  translations: {},
  deletedAt: null,
};
const NOMENCLATURE_PATH = `nomenclatures/${NOMENCLATURE.id}`;

beforeEach(() => {
  resetSession();
  signIn();
});

async function showTab(name: string) {
  await userEvent.click(await screen.findByText(name, { selector: '[role="tab"]' }));
}

async function sentBody(requests: Parameters<typeof writes>[0]): Promise<Record<string, unknown>> {
  await waitFor(() => expect(writes(requests)).toHaveLength(1));
  return writes(requests)[0]?.data as Record<string, unknown>;
}

describe('division settings rows', () => {
  it('shows a row per setting, dates in the console format', async () => {
    openEditor(DIVISION_PATH, DIVISION);
    await showTab('Settings');
    expect(screen.getByLabelText('Name, row 1')).toHaveValue('cashLimit');
    expect(screen.getByLabelText('Value, row 1')).toHaveValue('1000');
    expect(screen.getByLabelText('Valid from, row 1')).toHaveValue('01.01.2026');
    expect(screen.getByLabelText('Valid to, row 1')).toHaveValue('');
    expect(screen.getByLabelText('Name, row 2')).toHaveValue('printer');
    expect(saveButton()).toBeDisabled();
  });

  it('adds a row that takes the focus, removes another, and sends the rows', async () => {
    const view = openEditor(DIVISION_PATH, DIVISION);
    await showTab('Settings');
    await userEvent.click(screen.getByLabelText('Remove row 1'));
    await userEvent.click(screen.getByText('Add row'));
    const name = screen.getByLabelText('Name, row 2');
    await waitFor(() => expect(name).toHaveFocus());
    // Pasted, not typed key by key: each key re-renders the whole editor, which took this test past
    // 30 s on a loaded two-core machine. Tab order is the cells' order; jsdom is too slow to walk it
    // with userEvent.tab().
    await userEvent.paste('openingNote');
    await userEvent.click(screen.getByLabelText('Value, row 2'));
    await userEvent.paste('Closed on 1 May');
    await userEvent.type(screen.getByLabelText('Valid from, row 2'), '01.05.2026{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Valid from, row 2')).toHaveValue('01.05.2026'));
    await userEvent.click(saveButton());

    const body = await sentBody(view.requests);
    expect(body).toEqual({
      settings: [
        { name: 'printer', value: 'zebra' },
        { name: 'openingNote', value: 'Closed on 1 May', from: '2026-05-01' },
      ],
    });
    expect(divisionUpdateSchema.partial().safeParse(body).success).toBe(true);
  });

  it('wants a name in a new row before it saves', async () => {
    const view = openEditor(DIVISION_PATH, DIVISION);
    await showTab('Settings');
    await userEvent.click(screen.getByText('Add row'));
    await userEvent.click(saveButton());
    const name = screen.getByLabelText('Name, row 3');
    expect(await within(itemOf(name)).findByText('Name cannot be empty')).toBeInTheDocument();
    expect(writes(view.requests)).toEqual([]);
  });

  it("shows the server's error on a row's name beside that cell", async () => {
    openEditor(DIVISION_PATH, DIVISION, validationFailure({ 'settings.1.name': 'string.max' }));
    await showTab('Settings');
    await userEvent.type(screen.getByLabelText('Name, row 2'), 'X');
    await userEvent.click(saveButton());
    const name = screen.getByLabelText('Name, row 2');
    expect(await within(itemOf(name)).findByText('Name: “printerX” is too long')).toBeInTheDocument();
    expect(within(itemOf(screen.getByLabelText('Name, row 1'))).queryByText(/too long/)).toBeNull();
  });
});

describe('nomenclature barcodes and dimensions', () => {
  // No role edits nomenclatures (platform §6): the editor shows their rows read-only.
  it('shows the barcodes and the package sizes, in cm and kg, read-only', async () => {
    openEditor(NOMENCLATURE_PATH, NOMENCLATURE);
    await showTab('Barcodes');
    expect(screen.getByLabelText('Barcode, row 1')).toHaveValue('5901234123457');
    expect(screen.getByLabelText('Barcode, row 1')).toBeDisabled();
    expect(screen.queryByText('Add row')).toBeNull();
    await showTab('Dimensions');
    expect(screen.getByLabelText('Length, row 1')).toHaveValue('30');
    expect(screen.getByLabelText('Volumetric weight, row 1')).toHaveValue('1.2');
  });

  it('takes sizes in cm and kg and keeps them in mm and g, the ids of the rows kept', async () => {
    const field = REGISTERS.nomenclatures.fields.find((candidate) => candidate.name === 'dimensions')!;
    let form: FormInstance | undefined;
    function Harness() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ dimensions: NOMENCLATURE.dimensions }}>
          <StructuredField
            register={REGISTERS.nomenclatures}
            field={field}
            editable
            schema={nomenclatureSchema.shape.dimensions}
          />
        </Form>
      );
    }
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Harness />
      </I18nextProvider>,
    );
    const height = screen.getByLabelText('Height, row 1');
    await userEvent.clear(height);
    await userEvent.type(height, '12.5');
    await userEvent.click(screen.getByText('Add row'));
    await userEvent.type(screen.getByLabelText('Volumetric weight, row 2'), '0.75');
    expect(form?.getFieldValue('dimensions')).toEqual([
      { ...NOMENCLATURE.dimensions[0], height: 125 },
      { volumetricWeight: 750 },
    ]);
    // The new row wants its sizes: each empty one says so beside its cell.
    await expect(form?.validateFields()).rejects.toBeDefined();
    const length = screen.getByLabelText('Length, row 2');
    expect(await within(itemOf(length)).findByText('Length is required')).toBeInTheDocument();
  });
});
