import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The console's hashed scripts, stylesheets and fonts: never rendered as a document. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * Helmet's security headers on every response, from a middleware built once. @fastify/helmet
 * builds the middleware anew for each request — parsing the whole content-security policy every
 * time — which cost more than validating the request did.
 *
 * A hashed asset gets only `nosniff` and its resource policy: the content-security policy, frame
 * and referrer rules govern documents, and a script or stylesheet carrying them paid about 1 KB of
 * headers each, ~40 of them on the first load of the home page.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && isHashedAsset(request.url)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      done();
      return;
    }
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
