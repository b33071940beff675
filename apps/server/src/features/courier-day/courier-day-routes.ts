import { courierActionBatchSchema, courierPositionBatchSchema, hasAnyRole } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { anyRole, type Permission } from '../../http/permissions.ts';
import { SHIPMENT_SCOPE } from '../attachments/shipment-scope.ts';
import type { NotificationPort } from '../notifications/notification-port.ts';
import { mayWorkScans } from '../scanning/scanning-access.ts';
import { READ_SHIPMENTS } from '../shipments/shipment-access.ts';
import { applyCourierActions } from './courier-actions.ts';
import { sendDoorCode } from './courier-door-identification.ts';
import { recordPositions } from './courier-positions.ts';
import { listDeliveryProofs } from './courier-proofs.ts';
import { OWN_STOP_SCOPE } from './courier-stop.ts';
import { courierToday } from './courier-today.ts';

/**
 * The courier's own day: no record id in the path, every stop id in a body is checked to be on the
 * caller's own routes (a stop elsewhere is refused per action, not answered 404 for the batch).
 */
const COURIER: Permission = anyRole('courier');

/**
 * The phone's queue carries a courier's stop actions and a hub clerk's scans (`hub_scan`): either
 * caller may send it, and each action is checked for its own kind (a stop on the caller's route;
 * SCAN_WORK and a registry in the caller's scope, hub-scan.ts).
 */
const QUEUE_SENDER: Permission = {
  kind: 'check',
  describe: 'courier, or can scanningEdit or pudoWorkplace',
  allows: (user) => hasAnyRole(user.groups, ['courier']) || mayWorkScans(user),
};

/** Issue 26: the courier's day on a phone (route, actions queued offline, positions). */
export async function courierDayRoutes(
  app: FastifyInstance,
  options: { db: Database; notifications: NotificationPort },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, notifications } = options;
  const tags = ['courier-day'];

  routes.get('/courier/today', { config: { permission: COURIER }, schema: { tags } }, (request) =>
    courierToday(db, request.authUser!),
  );

  routes.post(
    '/courier/actions',
    { config: { permission: QUEUE_SENDER }, schema: { tags, body: courierActionBatchSchema } },
    async (request) => {
      const answers = await applyCourierActions(db, request.authUser!, request.body.actions);
      request.log.info(
        { actions: answers.length, refused: answers.filter((answer) => answer.result === 'refused').length },
        'courier actions synced',
      );
      return { items: answers };
    },
  );

  // Identification at the door by SMS (online only): a code to the stop's recipient's mobile phone.
  routes.post(
    '/courier/stops/:stopId/sms-code',
    {
      config: { permission: COURIER, scope: { stopId: OWN_STOP_SCOPE } },
      schema: { tags, params: z.strictObject({ stopId: z.uuid() }) },
    },
    async (request, reply) => {
      const { sent, sms } = await db.transaction((tx) =>
        sendDoorCode(tx, request.authUser!, request.params.stopId, app.ctx.config.smsCodes),
      );
      // Sent after the commit, as a visit's code: a code the database does not hold is never sent.
      const result = await notifications.sendSms(sms.phone, sms.text, sms.reference);
      if (!result.sent) throw new HttpError(502, 'SMS_NOT_SENT', 'The SMS could not be sent: try again');
      return reply.status(201).send(sent);
    },
  );

  routes.post(
    '/courier/positions',
    { config: { permission: COURIER }, schema: { tags, body: courierPositionBatchSchema } },
    (request) => db.transaction((tx) => recordPositions(tx, request.authUser!, request.body.positions)),
  );

  // The console's shipment screen: a courier's proofs of delivery, in the scope of the shipment's files.
  routes.get(
    '/shipments/:id/delivery-proofs',
    {
      config: { permission: READ_SHIPMENTS, scope: { id: SHIPMENT_SCOPE } },
      schema: { tags, params: z.strictObject({ id: z.uuid() }) },
    },
    async (request) => ({ items: await listDeliveryProofs(db, request.params.id) }),
  );
}
