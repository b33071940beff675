import { z } from 'zod';

/** Settings and user info model (registers §3.2). */
export const PRINT_TYPES = ['A4', 'Sticker', 'Tape'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

export const printerSchema = z.strictObject({
  deviceUri: z.string().trim().min(1).max(500),
  name: z.string().trim().min(1).max(200),
  printType: z.enum(PRINT_TYPES),
  autoPrinting: z.boolean().default(false),
  /** Copies per job: an integer above 1 up to 10, or absent for one copy (registers §5). */
  copies: z.number().int().min(2).max(10).nullable().default(null),
});
export type Printer = z.infer<typeof printerSchema>;

/** Buttons of the employee workplace menu (WPEmployeeButtons). */
export const WORKPLACE_BUTTONS = [
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
] as const;

export const ACCEPTANCE_FORMS = ['shipment', 'visit', 'pudo'] as const;

export const automaticAcceptanceSettingsSchema = z.strictObject({
  defaultRecipientCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  autoPrinting: z.boolean().default(false),
  conditions: z
    .array(
      z.strictObject({
        form: z.enum(ACCEPTANCE_FORMS),
        enabled: z.boolean(),
      }),
    )
    .max(ACCEPTANCE_FORMS.length)
    .default([]),
});

export const userSettingsSchema = z.strictObject({
  interfaceLanguage: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
  printers: z.array(printerSchema).max(20).default([]),
  mobilePrinters: z.array(printerSchema).max(20).default([]),
  buttons: z
    .array(z.enum(WORKPLACE_BUTTONS))
    .max(WORKPLACE_BUTTONS.length)
    .default([...WORKPLACE_BUTTONS]),
  acceptanceDeliveryTypes: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  automaticAcceptanceSettings: automaticAcceptanceSettingsSchema.default({
    defaultRecipientCountry: null,
    autoPrinting: false,
    conditions: [],
  }),
  /**
   * The division the user works in today (registers §5 "Division change"); kept on the user's row,
   * not in the stored settings. Absent in a body: the working division stays as it is.
   */
  divisionId: z.uuid().nullable().optional(),
  /** The divisions a dispatch manager may work in; administrator-god and service desk set them. */
  divisions: z.array(z.uuid()).max(50).default([]),
  /**
   * The city districts (geozones) the user works in, chosen through `GET users/city-districts`.
   * While it holds any, the geozone selection of other screens is locked to them (registers §6).
   */
  cityDistricts: z.array(z.uuid()).max(50).default([]),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Who may read and change another user's settings (a dispatch manager's divisions among them). */
export const SETTINGS_ADMIN_ROLES = ['administrator_god', 'service_desk'] as const;

export function isSettingsAdmin(user: { readonly groups: readonly string[] }): boolean {
  return user.groups.some((group) => (SETTINGS_ADMIN_ROLES as readonly string[]).includes(group));
}

export const DEFAULT_USER_SETTINGS: UserSettings = userSettingsSchema.parse({});

/**
 * Registers §6 "Geozone selection is disabled when the user's settings already hold city
 * districts": the districts a geozone selection is locked to, or null when the user chooses freely.
 */
export function lockedGeozones(settings: Pick<UserSettings, 'cityDistricts'>): string[] | null {
  return settings.cityDistricts.length > 0 ? [...settings.cityDistricts] : null;
}
