import type { DeliveryChannel } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { smsOutbox } from './sms-outbox-table.ts';

export interface SmsResult {
  id: string;
  sent: boolean;
  error?: string;
}

/** One message of the notification outbox on one delivery channel. */
export interface ChannelMessage {
  /** The outbox row's id, the only thing about it the log names. */
  id: string;
  phone: string | null;
  email: string | null;
  text: string;
  subject?: string;
}

/**
 * What a channel's adapter answers: delivered, or not — `permanent` when this channel can never
 * reach the client (no address for it), so the next channel of the chain is tried instead of a retry.
 */
export type DeliveryResult =
  | { ok: true; provider: string }
  | { ok: false; permanent: boolean; error: string };

export interface ChannelAdapter {
  deliver(message: ChannelMessage): Promise<DeliveryResult>;
}

/**
 * How the API reaches customers: the identification codes (`sendSms`) and one adapter per delivery
 * channel for the notification outbox. One port, so a provider can be swapped by configuration.
 */
export interface NotificationPort {
  sendSms(phone: string, text: string, reference?: string): Promise<SmsResult>;
  channels: Readonly<Record<DeliveryChannel, ChannelAdapter>>;
}

/**
 * The stand-in of a channel with no provider configured (demo, tests): the outbox row is the whole
 * delivery, as for SMS codes. It still refuses a client it could not reach (no phone, no e-mail).
 */
export function standInAdapter(address: 'phone' | 'email'): ChannelAdapter {
  return {
    async deliver(message) {
      if (!message[address]) return { ok: false, permanent: true, error: `no ${address}` };
      return { ok: true, provider: 'outbox' };
    },
  };
}

/** A gateway that does not answer within this time counts as failed; the clerk can resend. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Every message is written to `sms_outbox` first, so there is a record of what was sent and when.
 * Without `SMS_PROVIDER_URL` the outbox is the whole delivery (development, demo, tests read codes
 * from it; the service desk reads it through `GET sms-outbox`); with it the message is POSTed to
 * the gateway and the row records when it went out or why it did not. The log names the outbox
 * row and what it is about, never the phone or the text (it may carry an identification code).
 */
export function createNotificationPort(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): NotificationPort {
  const { providerUrl, providerToken } = config.sms;

  async function post(phone: string, text: string): Promise<string | undefined> {
    try {
      const response = await fetch(providerUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(providerToken ? { authorization: `Bearer ${providerToken}` } : {}),
        },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  // Text messages go to the SMS gateway when one is configured; other channels have stand-ins.
  const sms: ChannelAdapter = providerUrl
    ? {
        async deliver(message) {
          if (!message.phone) return { ok: false, permanent: true, error: 'no phone' };
          const error = await post(message.phone, message.text);
          return error ? { ok: false, permanent: false, error } : { ok: true, provider: 'http' };
        },
      }
    : standInAdapter('phone');
  const channels: Record<DeliveryChannel, ChannelAdapter> = {
    sms,
    sms_fast: sms,
    viber: standInAdapter('phone'),
    push: standInAdapter('phone'),
    email: standInAdapter('email'),
  };

  return {
    channels,
    async sendSms(phone, text, reference) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ phone, text, reference: reference ?? null, provider: providerUrl ? 'http' : 'outbox' })
        .returning({ id: smsOutbox.id });
      const id = row!.id;
      if (!providerUrl) {
        log.info({ smsId: id, reference }, 'SMS kept in the outbox: no SMS provider is configured');
        return { id, sent: true };
      }
      const error = await post(phone, text);
      await db
        .update(smsOutbox)
        .set(error ? { error } : { sentAt: new Date() })
        .where(eq(smsOutbox.id, id));
      if (error) log.warn({ smsId: id, reference, error }, 'SMS provider refused the message');
      return error ? { id, sent: false, error } : { id, sent: true };
    },
  };
}
