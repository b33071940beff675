import { z } from 'zod';
import { DEFAULT_TEMPLATE_DAYS_INFO, INFORMATION_CHANNELS, type InformationChannel } from '../constants.ts';

/**
 * Notification templates (registers §3.2 "Template", §5 "Template schema", §9 channels). Field
 * names are the spec's own (`event_name`, `days_info`, `information_types`), so validation errors
 * name the fields the spec names.
 */

export const TEMPLATE_EVENT_TYPES = ['informing', 'tracking'] as const;
export type TemplateEventType = (typeof TEMPLATE_EVENT_TYPES)[number];

/** The channels an adapter delivers on; an information channel is a chain of them. */
export const DELIVERY_CHANNELS = ['push', 'viber', 'sms', 'sms_fast', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * An information channel tries its channels in order: the next one only when the previous cannot
 * reach the client (no app, no Viber account, no e-mail address). `all_channel` tries them all.
 */
export const CHANNEL_CHAINS: Readonly<Record<InformationChannel, readonly DeliveryChannel[]>> = {
  all_channel: ['push', 'viber', 'sms', 'email'],
  SMS: ['sms'],
  Viber: ['viber'],
  Push: ['push'],
  Email: ['email'],
  Push_SMS: ['push', 'sms'],
  Push_Viber_SMS: ['push', 'viber', 'sms'],
  Viber_SMS: ['viber', 'sms'],
  SMSFast: ['sms_fast'],
  SMSFast_Viber: ['sms_fast', 'viber'],
  SMS_Viber: ['sms', 'viber'],
  Push_Viber: ['push', 'viber'],
};

/** Registers §9: these channel providers are dropped when a template is copied. */
export const PUSH_CHANNEL_PROVIDERS = ['Push', 'Push_Viber', 'Push_Viber_SMS', 'Push_SMS'] as const;

export const INFORMATION_TYPES = ['online', 'details', 'history'] as const;
export type InformationType = (typeof INFORMATION_TYPES)[number];
export const ONLINE_CLIENT_TYPES = ['all', 'recipient', 'sender'] as const;
export const INFORMING_CLIENT_TYPES = ['sender', 'recipient'] as const;
export type InformingClientType = (typeof INFORMING_CLIENT_TYPES)[number];
export const TEMPLATE_LABELS = ['orange', 'red', 'green', 'grey'] as const;

/**
 * The shipment events a template answers to (what `shipment_events` records) and their tracking
 * status codes (registers §3.2 `status_code`; the spec gives no numbering, ours is in decisions).
 */
export const SHIPMENT_EVENT_STATUS_CODES = {
  Accepted: 4,
  Loaded: 5,
  Unloaded: 6,
  Arrived: 7,
  ReadyForIssue: 8,
  Issued: 9,
  HandedToCourier: 10,
  ReturnedFromCourier: 11,
  ProblemParcel: 12,
  Returned: 102,
  Utilized: 103,
  Lost: 104,
} as const;
export type TemplateEventName = keyof typeof SHIPMENT_EVENT_STATUS_CODES;
export const TEMPLATE_EVENT_NAMES = Object.keys(SHIPMENT_EVENT_STATUS_CODES) as TemplateEventName[];

/** The days of `days_info`, as registers §3.2 writes them (Monday to Sunday). */
export const TEMPLATE_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type TemplateDay = (typeof TEMPLATE_DAYS)[number];

/** Registers §3.2: 08:00-21:00, Saturday 09:00-18:00, Sunday none. */
export const DEFAULT_DAYS_INFO: Readonly<Record<TemplateDay, string | null>> = DEFAULT_TEMPLATE_DAYS_INFO;

/** Push parameter limit (registers §9). */
export const PUSH_PARAMETER_MAX = 150;
export const TEMPLATE_TEXT_MAX = 1000;

const DAY_WINDOW = /^((?:[01]\d|2[0-3]):[0-5]\d)-((?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const TEMPLATE_LANGUAGE = /^[a-z]{2}$/;

/** The variables a message may quote as `{name}`, as the template editor documents them. */
export const TEMPLATE_PLACEHOLDERS = [
  'number',
  'name',
  'division',
  'event',
  'status',
  'trackingUrl',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The `{name}` placeholders a text quotes, in order, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

/** A text in one language; every message of a template is a list of these. */
export const messageEntrySchema = z.strictObject({
  language: z.string().trim().toLowerCase().regex(TEMPLATE_LANGUAGE),
  text: z
    .string()
    .trim()
    .min(1)
    .max(TEMPLATE_TEXT_MAX)
    // Checked when the template is saved: a placeholder no message can fill would go out as written.
    .refine(
      (text) =>
        placeholdersOf(text).every((name) => (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)),
      {
        message: 'template.placeholder',
      },
    ),
});
export type MessageEntry = z.infer<typeof messageEntrySchema>;

/** "each at least one entry", one entry per language. */
export const messageSchema = z
  .array(messageEntrySchema)
  .min(1)
  .max(30)
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.language))
        context.addIssue({ code: 'custom', path: [index, 'language'], message: 'any.unique' });
      seen.add(entry.language);
    });
  });

/** "days_info values HH:MM-HH:MM or null or empty". */
const dayWindowSchema = z.union([z.string().trim().regex(DAY_WINDOW), z.literal(''), z.null()]).refine(
  (value) => {
    const window = windowMinutes(value);
    return !value || (window !== undefined && window.from < window.to);
  },
  { message: 'string.pattern.base' },
);
export const daysInfoSchema = z.strictObject(
  Object.fromEntries(TEMPLATE_DAYS.map((day) => [day, dayWindowSchema.optional()])) as Record<
    TemplateDay,
    z.ZodOptional<typeof dayWindowSchema>
  >,
);
export type DaysInfo = Partial<Record<TemplateDay, string | null>>;

/** `HH:MM-HH:MM` → minutes from midnight; undefined when empty or malformed. */
export function windowMinutes(value: string | null | undefined): { from: number; to: number } | undefined {
  const match = value ? DAY_WINDOW.exec(value) : null;
  if (!match) return undefined;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return { from: minutes(match[1]!), to: minutes(match[2]!) };
}

const statusCodesSchema = z.array(z.number().int().min(0).max(9999)).min(1).max(50);
/** "valid URIs or empty". */
const uriOrEmpty = z.union([z.url().max(500), z.literal('')]).optional();
const pushParameter = z.string().trim().max(PUSH_PARAMETER_MAX).optional();

export const trackingSchema = z
  .strictObject({
    active: z.boolean().default(true),
    information_types: z.array(z.enum(INFORMATION_TYPES)).min(1).max(3),
    online: z
      .strictObject({
        client_type: z.enum(ONLINE_CLIENT_TYPES),
        status_code: statusCodesSchema,
        label: z.enum(TEMPLATE_LABELS),
        short: messageSchema,
        long: messageSchema,
        info: messageSchema,
      })
      .optional(),
    details: z.strictObject({ description: messageSchema }).optional(),
    history: z.strictObject({ status_code: statusCodesSchema, description: messageSchema }).optional(),
  })
  .superRefine((tracking, context) => {
    for (const type of tracking.information_types) {
      if (!tracking[type]) context.addIssue({ code: 'custom', path: [type], message: 'any.required' });
    }
  });
export type TemplateTracking = z.infer<typeof trackingSchema>;

const channelBlock = z.strictObject({ description: messageSchema });
export const informingSchema = z
  .strictObject({
    active: z.boolean().default(true),
    country_code: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z]{2}$/),
      )
      .min(1)
      .max(300),
    information_channel: z.array(z.enum(INFORMATION_CHANNELS)).min(1).max(INFORMATION_CHANNELS.length),
    client_type: z.enum(INFORMING_CLIENT_TYPES),
    additional_params: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    sms: channelBlock.optional(),
    sms_fast: channelBlock.optional(),
    email: z.strictObject({ subject: messageSchema.optional(), description: messageSchema }).optional(),
    viber: z
      .strictObject({ description: messageSchema, ImageUri: uriOrEmpty, ActionUri: uriOrEmpty })
      .optional(),
    push: z
      .strictObject({
        description: messageSchema,
        notificationType: pushParameter,
        paramClickAction: pushParameter,
        product: pushParameter,
        ClickAction: pushParameter,
        paramPromoImageURL: uriOrEmpty,
        paramUrl: uriOrEmpty,
      })
      .optional(),
  })
  .superRefine((informing, context) => {
    // One block per channel the chosen information channels use.
    for (const channel of channelsUsed(informing.information_channel)) {
      if (!informing[channel]) context.addIssue({ code: 'custom', path: [channel], message: 'any.required' });
    }
  });
export type TemplateInforming = z.infer<typeof informingSchema>;

/** The delivery channels a set of information channels needs a block for. */
export function channelsUsed(channels: readonly InformationChannel[]): DeliveryChannel[] {
  const used = new Set(channels.flatMap((channel) => CHANNEL_CHAINS[channel]));
  return DELIVERY_CHANNELS.filter((channel) => used.has(channel));
}

const templateShape = {
  active: z.boolean().default(true),
  // A string first, so a missing name is `any.required` rather than `any.only`.
  event_name: z.string().pipe(z.enum(TEMPLATE_EVENT_NAMES as [TemplateEventName, ...TemplateEventName[]])),
  event_description: z.string().trim().min(1).max(500),
  event_type: z.enum(TEMPLATE_EVENT_TYPES),
  days_info: daysInfoSchema.default({ ...DEFAULT_DAYS_INFO }),
  tracking: trackingSchema.nullish(),
  informing: informingSchema.nullish(),
};

/** "tracking or informing present (message tracking_or_informing)"; the event type names which. */
function trackingOrInforming(
  template: { event_type: TemplateEventType; tracking?: unknown; informing?: unknown },
  context: z.RefinementCtx,
) {
  if (!template.tracking && !template.informing) {
    context.addIssue({ code: 'custom', path: [], message: 'template.tracking_or_informing' });
    return;
  }
  if (!template[template.event_type])
    context.addIssue({ code: 'custom', path: [template.event_type], message: 'any.required' });
}

export const templateCreateSchema = z.strictObject(templateShape).superRefine(trackingOrInforming);
export const templateUpdateSchema = z
  .strictObject({ ...templateShape, lockVersion: z.number().int().min(1) })
  .superRefine(trackingOrInforming);
export type TemplateInput = z.input<typeof templateCreateSchema>;
export type TemplateData = z.output<typeof templateCreateSchema>;

export interface NotificationTemplate extends TemplateData {
  id: string;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
