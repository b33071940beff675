import { relative, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Vite names every file it emits under `assets/` after its content hash: a changed file is a new URL. */
const HASHED_ASSETS = `assets${sep}`;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The browser keeps the file but asks again (ETag) before each use, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * How the built console is served: the brotli or gzip copy made at build time when the request accepts
 * it (`vary: accept-encoding`), hashed assets cached for a year, `index.html` and the other unhashed files
 * revalidated on every load so they always name the current assets.
 */
export function consoleStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    // The compressed copies are chosen by `accept-encoding`, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = relative(root, path).startsWith(HASHED_ASSETS);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  };
}

/**
 * Paths the console's page answers (its client-side routes). Unknown API paths and a missing file under
 * `assets/` (an old release's chunk) are a 404 instead: HTML in place of a script only confuses the browser.
 */
export function isConsolePage(url: string): boolean {
  return !url.startsWith('/api') && !url.startsWith('/assets/');
}
