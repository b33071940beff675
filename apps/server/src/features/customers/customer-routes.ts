import { companyCrmSchema, contactInformationQuerySchema, smallTalkSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { anyRole, routeRoles } from '../../http/permissions.ts';
import { upsertCompanyFromCounter } from './companies-crm.ts';
import { contactInformation } from './contact-information.ts';
import { smallTalk } from './small-talk.ts';

/** Those who talk to clients: the counter (the visit screen's roles) and the contact centre. */
const CLIENT_SERVICE = anyRole(...routeRoles('visit'), 'contact_centre_operator');
/** A company is registered at the counter, in a visit. */
const COUNTER = anyRole(...routeRoles('visit'));

/** The counter's and the contact centre's client calls (registers §7 "Catalogue", "Other"). */
export async function customerRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/contact-information',
    {
      config: { permission: CLIENT_SERVICE },
      schema: { tags: ['cid'], querystring: contactInformationQuerySchema },
    },
    (request) => contactInformation(db, request.query),
  );

  routes.post(
    '/small-talk',
    { config: { permission: CLIENT_SERVICE }, schema: { tags: ['cid'], body: smallTalkSchema } },
    (request) => smallTalk(db, request.body),
  );

  routes.post(
    '/companies-crm',
    { config: { permission: COUNTER }, schema: { tags: ['companies'], body: companyCrmSchema } },
    async (request, reply) => {
      try {
        const { company, created } = await db.transaction((tx) =>
          upsertCompanyFromCounter(tx, request.authUser!, request.body),
        );
        return reply.status(created ? 201 : 200).send(company);
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );
}
