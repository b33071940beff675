import { templateCreateSchema } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, copyValues, fieldPath, newTemplateValues } from './template-values.ts';

const text = [{ language: 'en', text: 'Parcel {number}' }];

describe('the template form', () => {
  it('sends only the channel blocks the chosen channels use, and keeps a stored tracking block', () => {
    const values = newTemplateValues();
    values.event_description = 'Accepted';
    values.informing = {
      ...values.informing!,
      country_code: ['pl'],
      information_channel: ['SMS'],
      sms: { description: text },
      viber: { description: text },
    };
    const stored = { tracking: null } as never;
    const body = bodyOf(values, stored);
    expect(body.informing).not.toHaveProperty('viber');
    expect(body.tracking).toBeNull();
    expect(templateCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends only the tracking blocks its information types name', () => {
    const values = newTemplateValues();
    values.event_type = 'tracking';
    values.event_description = 'Tracking';
    values.tracking = {
      active: true,
      information_types: ['details'],
      online: { client_type: 'all', status_code: [4], label: 'green', short: text, long: text, info: text },
      details: { description: text },
    };
    const body = bodyOf(values, undefined);
    expect(body.tracking).not.toHaveProperty('online');
    expect(body.informing).toBeNull();
    expect(templateCreateSchema.safeParse(body).success).toBe(true);
  });

  it('opens a copy without push providers', () => {
    const template = {
      ...templateCreateSchema.parse({
        event_name: 'Issued',
        event_description: 'Issued',
        event_type: 'informing',
        informing: {
          country_code: ['pl'],
          information_channel: ['Push_SMS', 'SMS'],
          client_type: 'recipient',
          sms: { description: text },
          push: { description: text },
        },
      }),
      id: 'x',
      lockVersion: 3,
      createdAt: '',
      updatedAt: '',
      deletedAt: null,
    };
    const copy = copyValues(template);
    expect(copy.informing?.information_channel).toEqual(['SMS']);
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('lockVersion');
  });

  it('maps the API’s field paths to the form’s names', () => {
    expect(fieldPath('informing.sms.description.0.text')).toEqual([
      'informing',
      'sms',
      'description',
      0,
      'text',
    ]);
    expect(fieldPath('body')).toEqual([]);
  });
});
