import {
  channelsUsed,
  copyTemplate,
  DEFAULT_DAYS_INFO,
  DELIVERY_CHANNELS,
  type NotificationTemplate,
  type TemplateData,
  type TemplateInput,
} from '@console/domain';

const entry = () => [{ language: 'en', text: '' }];

/** The form of a new template: informing by SMS to the recipient, tracking ready if switched to. */
export function newTemplateValues(): TemplateInput {
  return {
    active: true,
    event_name: 'Accepted',
    event_type: 'informing',
    event_description: '',
    days_info: { ...DEFAULT_DAYS_INFO },
    informing: {
      active: true,
      country_code: [],
      information_channel: ['SMS'],
      client_type: 'recipient',
      additional_params: [],
      sms: { description: entry() },
    },
    tracking: blankTracking(),
  };
}

function blankTracking(): NonNullable<TemplateInput['tracking']> {
  return {
    active: true,
    information_types: ['online'],
    online: {
      client_type: 'all',
      status_code: [],
      label: 'green',
      short: entry(),
      long: entry(),
      info: entry(),
    },
  };
}

/** A copy opens as a new template (registers §9: push channel providers dropped). */
export function copyValues(template: NotificationTemplate): TemplateInput {
  const { id, lockVersion, createdAt, updatedAt, deletedAt, ...data } = template;
  return copyTemplate(data as TemplateData);
}

/** What the form edits of a stored template. */
export function formValuesOf(template: NotificationTemplate): TemplateInput {
  const { id, lockVersion, createdAt, updatedAt, deletedAt, ...data } = template;
  return { ...data, tracking: data.tracking ?? (data.event_type === 'tracking' ? null : blankTracking()) };
}

/**
 * The body sent: the block of the event type as edited, with only the channel blocks its
 * channels use and the tracking blocks its types name; the other block as it was stored.
 */
export function bodyOf(values: TemplateInput, stored: NotificationTemplate | undefined): TemplateInput {
  const body: TemplateInput = { ...values };
  if (values.event_type === 'informing') {
    body.tracking = stored?.tracking ?? null;
    if (values.informing) {
      const used = new Set<string>(channelsUsed(values.informing.information_channel ?? []));
      const informing = { ...values.informing } as Record<string, unknown>;
      for (const channel of DELIVERY_CHANNELS) if (!used.has(channel)) delete informing[channel];
      body.informing = informing as TemplateInput['informing'];
    }
  } else {
    body.informing = stored?.informing ?? null;
    if (values.tracking) {
      const types = new Set<string>(values.tracking.information_types ?? []);
      const tracking = { ...values.tracking } as Record<string, unknown>;
      for (const type of ['online', 'details', 'history']) if (!types.has(type)) delete tracking[type];
      body.tracking = tracking as TemplateInput['tracking'];
    }
  }
  return body;
}

/** `informing.sms.description.0.text` → the form's name path (list indexes as numbers). */
export function fieldPath(path: string): (string | number)[] {
  return path
    .replace(/^body[._]?/, '')
    .split('.')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
