import { render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductError } from './product-error.ts';
import { joiMessage, ValidationMessages, validationMessageLines } from './validation-messages.ts';

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common', 'backend'],
    defaultNS: 'common',
    resources: {
      en: {
        common: {
          oops: 'Oops, something went wrong',
          admin: {
            joi: {
              'string.min': '{{label}} needs at least {{limit}} characters',
              'string.pattern.base': '{{attribute}} has an invalid format',
              'string.pattern.named': '{{attribute}} must be {{shape}}',
              shape: { scan_number: 'SC and twelve digits' },
            },
          },
        },
        backend: {
          'string.pattern.base_shipments': 'Shipment field {{attribute}} has a wrong format: {{value}}',
          'string.pattern.base': 'Wrong format: {{value}}',
          'parcels.*.number.string.pattern.base_shipments': 'Parcel number {{value}} is not a valid barcode',
          'any.required': '{{attribute}} is required',
          'string.pattern.named': '{{attribute}}: “{{value}}” is not {{shape}}',
        },
      },
    },
  });
});

function validationError(errors: Record<string, string>, url: string, requestValue: unknown): ProductError {
  return new ProductError({
    status: 400,
    code: 'VALIDATION',
    message: 'Request validation failed',
    errors,
    url,
    requestValue,
  });
}

describe('validation messages', () => {
  it('translates per field with the request resource as context and the request value interpolated', () => {
    const error = validationError(
      {
        'parcels.1.number': 'string.pattern.base',
        'sender.phone': 'string.pattern.base',
        'recipient.name': 'any.required',
      },
      'v2/shipments/5',
      { parcels: [{ number: 'SH1' }, { number: 'XX' }], sender: { phone: '12' } },
    );
    expect(validationMessageLines(error, i18n)).toEqual([
      'Parcel number XX is not a valid barcode',
      'Shipment field sender.phone has a wrong format: 12',
      'recipient.name is required',
    ]);
  });

  it('falls back to the context-free key for another resource', () => {
    const error = validationError({ code: 'string.pattern.base' }, '/countries', { code: 'pol' });
    expect(validationMessageLines(error, i18n)).toEqual(['Wrong format: pol']);
  });

  it("shows the request's value for the message key 'value'", () => {
    const error = validationError({ 'parcels.0.number': 'value' }, 'shipments', {
      parcels: [{ number: 'SH12' }],
    });
    expect(validationMessageLines(error, i18n)).toEqual(['SH12']);
  });

  it("shows 'field: message' without a translation", () => {
    const error = validationError({ 'querystring.limit': 'number.max' }, 'countries', { limit: 500 });
    expect(validationMessageLines(error, i18n)).toEqual(['querystring.limit: number.max']);
  });

  it('drops the request-part prefix before the first underscore from the attribute', () => {
    const error = validationError({ body_name: 'any.required' }, 'countries', {});
    expect(validationMessageLines(error, i18n)).toEqual(['name is required']);
  });

  it('names the shape a named pattern expects, and says "wrong format" for a name it has no words for', () => {
    const error = validationError(
      {
        'querystring.numbers.0': 'string.pattern.scan_number',
        'querystring.code': 'string.pattern.no_such_shape',
      },
      'scanning/list',
      { numbers: ['SC12'], code: 'x' },
    );
    expect(validationMessageLines(error, i18n)).toEqual([
      'numbers.*: “SC12” is not SC and twelve digits',
      'Wrong format: x',
    ]);
  });

  it('renders an HTML list whose markup in values stays text', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const error = validationError(
      { 'parcels.0.number': 'string.pattern.base', 'recipient.name': 'any.required' },
      'shipments',
      { parcels: [{ number: attack }] },
    );
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <ValidationMessages error={error} />
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Parcel number ${attack} is not a valid barcode`,
      'recipient.name is required',
    ]);
    expect(container.querySelector('ul')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('joiMessage', () => {
  it('translates admin.joi.{type}', () => {
    expect(joiMessage(i18n.t, 'string.min', { label: 'Name', limit: 3 })).toBe(
      'Name needs at least 3 characters',
    );
  });

  it('words a named pattern with its shape, an unknown name as the invalid format', () => {
    expect(joiMessage(i18n.t, 'string.pattern.scan_number', { attribute: 'Numbers' })).toBe(
      'Numbers must be SC and twelve digits',
    );
    expect(joiMessage(i18n.t, 'string.pattern.no_such_shape', { attribute: 'Numbers' })).toBe(
      'Numbers has an invalid format',
    );
  });

  it('falls back to the raw message, then to the oops text', () => {
    expect(joiMessage(i18n.t, 'string.max', { message: '"name" is too long' })).toBe('"name" is too long');
    expect(joiMessage(i18n.t, 'string.max')).toBe('Oops, something went wrong');
  });
});
