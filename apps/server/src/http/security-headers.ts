import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The console's hashed scripts, stylesheets and fonts: never rendered as a document. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * The headers Helmet sets for `options`, computed once: with static directives they are the same on
 * every response, and running Helmet's middlewares per request (each building its header and
 * calling `setHeader`) cost a few per cent of a short API call. @fastify/helmet even builds the
 * middleware anew for each request, parsing the whole content-security policy every time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's security headers on every response. A hashed asset gets only `nosniff` and its
 * resource policy: the content-security policy, frame and referrer rules govern documents, and a
 * script or stylesheet carrying them paid about 1 KB of headers each, ~40 of them on the first
 * load of the home page.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && isHashedAsset(request.url)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
    } else {
      reply.headers(headers);
    }
    done();
  });
}
