import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import type { I18nService } from './i18n-service.ts';

/** Nested texts by key segment; kept shallow here because OpenAPI cannot inline a recursive schema. */
const catalogueSchema = z.record(z.string(), z.unknown()).describe('Texts nested by key segment');

// Public: the sign-in page is translated before anybody has signed in.
export async function i18nRoutes(app: FastifyInstance, options: { i18n: I18nService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { i18n } = options;

  routes.get(
    '/i18n/languages',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['i18n'],
        response: {
          200: z.array(
            z.object({
              code: z.string(),
              name: z.string(),
              native: z.string(),
              rtl: z.boolean(),
              translated: z.boolean().describe('The console has texts in this language'),
            }),
          ),
        },
      },
    },
    () => i18n.listLanguages(),
  );

  routes.get(
    '/i18n/:language/:namespace',
    {
      config: {
        permission: PUBLIC,
        scope: {
          language: open('a language code of the public catalogues'),
          namespace: open('a namespace of the public catalogues'),
        },
      },
      schema: {
        tags: ['i18n'],
        params: z.strictObject({
          language: z.string().regex(/^[a-zA-Z]{2}$/),
          namespace: z.string().regex(/^[a-z][a-z_-]{0,49}$/),
        }),
        response: { 200: catalogueSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return i18n.catalogue(request.params.language.toLowerCase(), request.params.namespace);
    },
  );
}
