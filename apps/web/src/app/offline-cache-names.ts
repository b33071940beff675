/**
 * The service worker's caches (issue 26), named here for the build (`vite.config.ts`) and for the app,
 * which forgets the courier's answers on sign-out. No imports: the build's config reads this file.
 */
export const OFFLINE_ASSETS_CACHE = 'console-assets';
export const OFFLINE_API_CACHE = 'courier-day-api';
