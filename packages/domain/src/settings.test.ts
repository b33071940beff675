import { describe, expect, it } from 'vitest';
import {
  automaticAcceptanceSettingsSchema,
  DEFAULT_USER_SETTINGS,
  lockedGeozones,
  printerSchema,
  userSettingsSchema,
  WORKPLACE_BUTTONS,
} from './settings.ts';
import { divisionChoiceOf } from './working-division.ts';

const printer = { deviceUri: 'ipp://printer-1', name: 'Counter', printType: 'Sticker' };
const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('printerSchema', () => {
  it('defaults to no auto-printing and one copy', () => {
    expect(printerSchema.parse(printer)).toEqual({ ...printer, autoPrinting: false, copies: null });
  });

  it.each([2, 10])('accepts %d copies', (copies) => {
    expect(ok(printerSchema, { ...printer, copies })).toBe(true);
  });

  it.each([1, 11, 2.5, 0])('rejects %d copies (an integer above 1 up to 10)', (copies) => {
    expect(ok(printerSchema, { ...printer, copies })).toBe(false);
  });

  it.each(['A4', 'Sticker', 'Tape'])('takes print type %s', (printType) => {
    expect(ok(printerSchema, { ...printer, printType })).toBe(true);
  });

  it('rejects another print type and an empty name', () => {
    expect(ok(printerSchema, { ...printer, printType: 'Label' })).toBe(false);
    expect(ok(printerSchema, { ...printer, name: ' ' })).toBe(false);
  });
});

describe('userSettingsSchema', () => {
  it('defaults to English, no printers, every workplace button', () => {
    expect(DEFAULT_USER_SETTINGS).toEqual({
      interfaceLanguage: 'en',
      printers: [],
      mobilePrinters: [],
      buttons: [...WORKPLACE_BUTTONS],
      acceptanceDeliveryTypes: [],
      automaticAcceptanceSettings: { defaultRecipientCountry: null, autoPrinting: false, conditions: [] },
      divisions: [],
      cityDistricts: [],
    });
  });

  it('lets administrators and dispatch managers choose their working division, nobody else (registers §5)', () => {
    expect(divisionChoiceOf(['base', 'administrator_god'])).toBe('source');
    expect(divisionChoiceOf(['administrator_god', 'dispatch_manager'])).toBe('source');
    expect(divisionChoiceOf(['base', 'dispatch_manager'])).toBe('settings');
    expect(divisionChoiceOf(['base', 'branch_employee', 'branch_manager'])).toBeNull();
    expect(divisionChoiceOf(['service_desk'])).toBeNull();
  });

  it('lists the seven workplace buttons of registers §2.4', () => {
    expect(WORKPLACE_BUTTONS).toEqual([
      'issueParcel',
      'receiveParcel',
      'sendParcel',
      'passToCourier',
      'checkParcelStatus',
      'publish',
      'sellGoods',
      'scanning',
      'novaPay',
      'pudo',
      'processingHub',
    ]);
  });

  it.each(['EN', 'eng', 'e'])('rejects interface language %j', (interfaceLanguage) => {
    expect(ok(userSettingsSchema, { interfaceLanguage })).toBe(false);
  });

  it('rejects unknown buttons and unknown keys', () => {
    expect(ok(userSettingsSchema, { buttons: ['fly'] })).toBe(false);
    expect(ok(userSettingsSchema, { theme: 'dark' })).toBe(false);
  });

  it('takes automatic acceptance per form with an upper-case default country', () => {
    expect(
      ok(automaticAcceptanceSettingsSchema, {
        defaultRecipientCountry: 'PL',
        conditions: [{ form: 'pudo', enabled: true }],
      }),
    ).toBe(true);
    expect(ok(automaticAcceptanceSettingsSchema, { defaultRecipientCountry: 'pl' })).toBe(false);
    expect(ok(automaticAcceptanceSettingsSchema, { conditions: [{ form: 'desk', enabled: true }] })).toBe(
      false,
    );
  });
});

describe('the geozone lock (registers §6)', () => {
  it('locks the geozone choice to the settings’ city districts while they hold any', () => {
    expect(lockedGeozones({ cityDistricts: [] })).toBeNull();
    expect(lockedGeozones({ cityDistricts: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(userSettingsSchema.parse({}).cityDistricts).toEqual([]);
    expect(userSettingsSchema.safeParse({ cityDistricts: ['not-an-id'] }).success).toBe(false);
  });
});
