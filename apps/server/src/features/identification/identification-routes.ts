import {
  type ApiErrorBody,
  type Identification,
  identificationCheckSchema,
  identificationCreateSchema,
  VISIT_ERROR_CODES,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { NotificationPort } from '../notifications/notification-port.ts';
import { VISIT_WORK } from '../visits/visit-access.ts';
import {
  checkIdentificationInScope,
  checkVisitInScope,
  IDENTIFICATION_SCOPE,
} from '../visits/visit-scope.ts';
import {
  checkIdentificationCode,
  createIdentification,
  deleteIdentification,
} from './identification-service.ts';
import { wrongCodeWords } from './sms-code.ts';

/** A wrong SMS code: 422 WRONG_CODE, with the status and the attempts left beside the message. */
class WrongCodeError extends HttpError {
  constructor(readonly identification: Identification) {
    super(422, VISIT_ERROR_CODES.wrongCode, wrongCodeWords(identification.attemptsLeft));
  }

  override body(): ApiErrorBody & Pick<Identification, 'status' | 'attemptsLeft'> {
    return {
      ...super.body(),
      status: this.identification.status,
      attemptsLeft: this.identification.attemptsLeft,
    };
  }
}

/** Identification happens inside a visit: whoever may work in a visit may identify its customer. */
const visitWork = VISIT_WORK;
const idParams = z.strictObject({ id: z.uuid() });

/** `POST identification`, `POST identification/check`, `DELETE identification/{id}` (registers §7). */
export async function identificationRoutes(
  app: FastifyInstance,
  options: { db: Database; notifications: NotificationPort },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, notifications } = options;
  const tags = ['identification'];

  routes.post(
    '/identification',
    { config: { permission: visitWork }, schema: { tags, body: identificationCreateSchema } },
    async (request, reply) => {
      const user = request.authUser!;
      await checkVisitInScope(db, user, request.body.ownerIds[0]!);
      const { identification, sms } = await db.transaction((tx) =>
        createIdentification(tx, user, request.body, app.ctx.config.smsCodes),
      );
      // Sent after the commit: a code the database does not hold is never sent.
      if (sms) {
        const result = await notifications.sendSms(sms.phone, sms.text, sms.reference);
        if (!result.sent) throw new HttpError(502, 'SMS_NOT_SENT', 'The SMS could not be sent: try again');
      }
      return reply.status(201).send(identification);
    },
  );

  routes.post(
    '/identification/check',
    { config: { permission: visitWork }, schema: { tags, body: identificationCheckSchema } },
    async (request) => {
      const user = request.authUser!;
      await checkIdentificationInScope(db, user, request.body.id);
      const result = await db.transaction((tx) => checkIdentificationCode(tx, user, request.body));
      // Thrown after the commit, so the wrong attempt stays counted.
      if (!result.verified) throw new WrongCodeError(result.identification);
      return result.identification;
    },
  );

  routes.delete(
    '/identification/:id',
    {
      config: { permission: visitWork, scope: { id: IDENTIFICATION_SCOPE } },
      schema: { tags, params: idParams },
    },
    (request) => db.transaction((tx) => deleteIdentification(tx, request.authUser!, request.params.id)),
  );
}
