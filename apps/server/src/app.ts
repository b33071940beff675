import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import type { ZodType } from 'zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/database.ts';
import { addressRoutes } from './features/addresses/address-routes.ts';
import { attachmentRoutes } from './features/attachments/attachment-routes.ts';
import { fileStoreFor } from './features/attachments/file-store.ts';
import { createUploadPurgeWorker, UPLOAD_PURGE_INTERVAL_MS } from './features/attachments/upload-purge.ts';
import { authRoutes } from './features/auth/auth-routes.ts';
import { createAuthService } from './features/auth/auth-service.ts';
import { createAuthenticator } from './features/auth/authenticate.ts';
import { createIdTokens } from './features/auth/id-tokens.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { createSessionRevocations } from './features/auth/session-revocations.ts';
import { codRoutes } from './features/cash-on-delivery/cod-routes.ts';
import { catalogueRoutes } from './features/catalogue/catalogue-routes.ts';
import { conditionRoutes } from './features/conditions/condition-routes.ts';
import { courierDayRoutes } from './features/courier-day/courier-day-routes.ts';
import { courierRouteRoutes } from './features/courier-routes/courier-route-routes.ts';
import { routeBuildRoutes } from './features/courier-routes/route-build-routes.ts';
import { createRouteBuildWorker } from './features/courier-routes/route-build-worker.ts';
import { configureRoadTimes } from './features/courier-routes/travel-times.ts';
import { exchangeRoutes } from './features/currencies/exchange-routes.ts';
import { customerRoutes } from './features/customers/customer-routes.ts';
import { customsRoutes } from './features/customs/customs-routes.ts';
import { deliveryPartnerRoutes } from './features/delivery-partners/delivery-partner-routes.ts';
import { divisionPartsRoutes } from './features/divisions/division-parts-routes.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { i18nRoutes } from './features/i18n/i18n-routes.ts';
import { createI18nService } from './features/i18n/i18n-service.ts';
import { identificationRoutes } from './features/identification/identification-routes.ts';
import { createDemoMovement } from './features/live-dispatch/demo-movement.ts';
import { liveDispatchRoutes } from './features/live-dispatch/live-dispatch-routes.ts';
import { massOperationRoutes } from './features/mass-operations/mass-operation-routes.ts';
import { queuedNotifications } from './features/notifications/notification-delivery.ts';
import { notificationOutboxRoutes } from './features/notifications/notification-outbox-routes.ts';
import { createNotificationPort } from './features/notifications/notification-port.ts';
import {
  createNotificationWorkers,
  NOTIFICATION_POLL_MS,
} from './features/notifications/notification-workers.ts';
import { smsOutboxRoutes } from './features/notifications/sms-outbox-routes.ts';
import { orderRoutes } from './features/orders/order-routes.ts';
import { createNovaPayPort } from './features/payments/nova-pay-port.ts';
import { paymentRoutes } from './features/payments/payment-routes.ts';
import { pickupRoutes } from './features/pickups/pickup-routes.ts';
import { problemParcelRoutes } from './features/problem-parcels/problem-parcel-routes.ts';
import { workCalendarRoutes } from './features/production-calendar/work-calendar-routes.ts';
import { pudoRoutes } from './features/pudo/pudo-routes.ts';
import { checkBinding } from './features/registers/register-binding.ts';
import { REGISTER_BINDINGS } from './features/registers/register-bindings.ts';
import { registerRoutes } from './features/registers/register-routes.ts';
import { createRegisterService } from './features/registers/register-service.ts';
import { scanningRoutes } from './features/scanning/scanning-routes.ts';
import { createVehiclePort } from './features/scanning/vehicle-port.ts';
import { modificationRoutes } from './features/shipments/modification-routes.ts';
import { shipmentCounterRoutes } from './features/shipments/shipment-counter-routes.ts';
import { shipmentRoutes } from './features/shipments/shipment-routes.ts';
import { staffFixationRoutes } from './features/staff-fixation/staff-fixation-routes.ts';
import { taskRoutes } from './features/tasks/task-routes.ts';
import { templatesRoutes } from './features/templates/templates-routes.ts';
import { timeIntervalRoutes } from './features/time-intervals/time-interval-routes.ts';
import { trackingRoutes } from './features/tracking/tracking-routes.ts';
import { usersRoutes } from './features/users/users-routes.ts';
import { createUsersService } from './features/users/users-service.ts';
import { visitRoutes } from './features/visits/visit-routes.ts';
import { workPlaceRoutes } from './features/work-place/work-place-routes.ts';
import { consoleStaticOptions, isConsolePage } from './http/console-static.ts';
import { clientErrorOf } from './http/database-errors.ts';
import { handleError, notFound, RequestValidationError, unauthorized } from './http/errors.ts';
import { refuseForbiddenCharacters } from './http/forbidden-characters.ts';
import { limitJsonBodyDepth } from './http/json-body.ts';
import { createLifecycle, type Lifecycle, lifecycleHooks, requestIdOf } from './http/lifecycle.ts';
import { privateLogger } from './http/log-privacy.ts';
import { instrument, metricsRoute } from './http/metrics.ts';
import { API_PREFIX, authorize, requirePermissionDeclarations } from './http/permissions.ts';
import { parseQueryString } from './http/query-string.ts';
import { createRateLimiter, enforceRateLimits, rateLimitsOf } from './http/rate-limits.ts';
import { markOwnWrites } from './http/read-routing.ts';
import { recordScopes } from './http/record-scope.ts';
import { securityHeaders } from './http/security-headers.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Test hook: verification keys of an external issuer instead of fetching its JWKS. */
  oidcKeys?: JWTVerifyGetKey;
  /** Readiness and draining, driven by main.ts (start-up work, SIGTERM); always ready when absent. */
  lifecycle?: Lifecycle;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: privateLogger(options.logger ?? { level: config.logLevel }),
    // Requests and responses are JSON of modest size; uploads get their own limits later.
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    // A proxy's x-request-id is kept (and logged as requestId) so one id follows a call end to end.
    genReqId: requestIdOf,
    logController: new LogController({
      disableRequestLogging: config.env === 'test',
      requestIdLogLabel: 'requestId',
    }),
    // While draining, calls on open connections are still served (the proxy is told to reconnect).
    return503OnClosing: false,
    // Behind nginx the client's address comes from X-Forwarded-For, only from the named proxies.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
  });
  limitJsonBodyDepth(app);
  const lifecycle = options.lifecycle ?? createLifecycle();
  lifecycleHooks(app, lifecycle);
  const metrics = instrument(app, {
    pool: database.poolStats,
    queues: () => queuedNotifications(database.db),
  });
  app.decorate('metrics', metrics);
  if (config.metrics.token) metricsRoute(app, metrics, config.metrics.token);
  if (database.readDb !== database.db) markOwnWrites(app);

  const idTokens = await createIdTokens(database.db, config, { oidcKeys: options.oidcKeys });
  const revocations = createSessionRevocations(database.db);
  const context: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    idTokens,
    auth: createAuthService({
      db: database.db,
      idTokens,
      throttle: createLoginThrottle(database.db, {
        freeAttempts: config.loginFreeAttempts,
        addressFreeAttempts: config.loginAddressFreeAttempts,
      }),
      revocations,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    }),
    authenticate: createAuthenticator(database.db, idTokens, revocations),
  };
  app.decorate('ctx', context);
  app.decorateRequest('authUser', null);

  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    // reportInput: the message key tells a missing value (`any.required`) from a wrong one.
    const result = (schema as ZodType).safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(httpPart ?? 'body', result.error.issues) };
  });
  app.setSerializerCompiler(serializerCompiler);
  // A constraint or encoding error PostgreSQL raises on a client's data is the client's 4xx on every route.
  app.setErrorHandler<Error>((error, request, reply) =>
    handleError(clientErrorOf(error) ?? error, request, reply),
  );
  requirePermissionDeclarations(app);
  // Every route that addresses a record checks the caller may see it: one hook, from the matched params.
  recordScopes(app, API_PREFIX, database.db);

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The mobile scanner's Code 128 reader is WebAssembly where the browser has no BarcodeDetector;
        // 'wasm-unsafe-eval' lets WebAssembly compile and still refuses eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // The local print service answers on the workstation itself.
        connectSrc: ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'],
        fontSrc: ["'self'", 'data:'],
        // The browser print fallback shows a generated PDF in a hidden frame.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        // Nobody frames the console (clickjacking); X-Frame-Options says the same to old browsers.
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    // Other sites (map tiles) learn the console's origin, never its paths and queries.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Parcel Console API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Authentication and the access rule run before the body is even parsed.
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission.kind === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const user = await context.authenticate(token);
    authorize(permission, user, request);
    request.authUser = user;
  });
  // Then the per-user limits a route declares (print forms, receipts, mass operations, uploads).
  enforceRateLimits(app, createRateLimiter(database.db, rateLimitsOf(config.rateLimits)));

  refuseForbiddenCharacters(app);

  const users = createUsersService(database.db);
  const i18n = createI18nService(database.db);
  const notifications = createNotificationPort(config, database.db, app.log);
  const notificationWorkers = createNotificationWorkers({
    db: database.db,
    port: notifications,
    log: app.log,
    intervalMs: NOTIFICATION_POLL_MS,
    publicOrigin: config.publicOrigin,
  });
  app.decorate('notifications', notificationWorkers);
  // The outbox's workers run with the app; tests drive them with `app.notifications.drainOnce()`.
  if (config.env !== 'test') app.addHook('onReady', async () => notificationWorkers.start());
  app.addHook('onClose', () => notificationWorkers.stop());
  const uploadPurge = createUploadPurgeWorker({
    db: database.db,
    store: fileStoreFor(config),
    log: app.log,
    ttlHours: config.uploads.unlinkedTtlHours,
    intervalMs: UPLOAD_PURGE_INTERVAL_MS,
  });
  app.decorate('uploadPurge', uploadPurge);
  // Like the outbox's workers: with the app, and driven by `app.uploadPurge.purgeOnce()` in tests.
  if (config.env !== 'test') app.addHook('onReady', async () => uploadPurge.start());
  app.addHook('onClose', () => uploadPurge.stop());
  const routeBuilds = createRouteBuildWorker({
    db: database.db,
    log: app.log,
    concurrency: config.routeBuilds.concurrency,
  });
  app.decorate('routeBuilds', routeBuilds);
  // Builds queued here are claimed at once in tests too; the pass finds other instances' and stale ones.
  if (config.env !== 'test') app.addHook('onReady', async () => routeBuilds.start());
  app.addHook('onClose', () => routeBuilds.stop());
  if (config.demoMove && config.env !== 'test') {
    const demoMovement = createDemoMovement({ db: database.db, log: app.log });
    app.addHook('onReady', async () => demoMovement.start());
    app.addHook('onClose', () => demoMovement.stop());
  }
  configureRoadTimes(config.roadTimes);
  const registers = Object.values(REGISTER_BINDINGS).map((binding) => {
    checkBinding(binding);
    return createRegisterService(database.db, binding, database.readDb);
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { lifecycle });
      await api.register(authRoutes);
      await api.register(usersRoutes, { users });
      await api.register(i18nRoutes, { i18n });
      await api.register(registerRoutes, { services: registers });
      await api.register(addressRoutes, { db: database.db });
      await api.register(divisionPartsRoutes, { db: database.db });
      await api.register(catalogueRoutes, { db: database.db });
      await api.register(customerRoutes, { db: database.db });
      await api.register(exchangeRoutes, { db: database.db });
      await api.register(workCalendarRoutes, { db: database.db });
      await api.register(visitRoutes, { db: database.db });
      await api.register(pickupRoutes, { db: database.db });
      await api.register(timeIntervalRoutes, { db: database.db });
      await api.register(deliveryPartnerRoutes, { db: database.db });
      await api.register(identificationRoutes, { db: database.db, notifications });
      await api.register(smsOutboxRoutes, { db: database.db });
      await api.register(notificationOutboxRoutes, { db: database.db });
      await api.register(templatesRoutes, { db: database.db });
      await api.register(paymentRoutes, { db: database.db, novaPay: createNovaPayPort(config.novaPay) });
      await api.register(codRoutes, { db: database.db });
      await api.register(orderRoutes, { db: database.db });
      await api.register(workPlaceRoutes, { db: database.db });
      await api.register(shipmentRoutes, { db: database.db });
      await api.register(shipmentCounterRoutes, { db: database.db });
      await api.register(modificationRoutes, { db: database.db });
      await api.register(taskRoutes, { db: database.db });
      await api.register(courierRouteRoutes, { db: database.db });
      await api.register(courierDayRoutes, { db: database.db, notifications });
      await api.register(liveDispatchRoutes, { database });
      await api.register(routeBuildRoutes, {
        db: database.db,
        builds: routeBuilds,
        settings: config.routeBuilds,
      });
      await api.register(scanningRoutes, {
        db: database.db,
        vehicles: createVehiclePort(config.vehicleService),
      });
      await api.register(problemParcelRoutes, { db: database.db });
      await api.register(massOperationRoutes, { db: database.db });
      await api.register(pudoRoutes, { db: database.db });
      await api.register(staffFixationRoutes, { db: database.db });
      await api.register(conditionRoutes, { db: database.db });
      await api.register(attachmentRoutes, { db: database.db, config });
      await api.register(customsRoutes, { db: database.db });
      await api.register(trackingRoutes, { db: database.db });
    },
    { prefix: API_PREFIX },
  );

  const webDist = config.webDistDir ?? defaultWebDist;
  const serveConsole = existsSync(join(webDist, 'index.html'));
  if (serveConsole) {
    await app.register(fastifyStatic, consoleStaticOptions(webDist));
  }
  // Client-side routes fall back to the console's index.html; unknown API paths answer JSON.
  app.setNotFoundHandler((request, reply) => {
    if (!serveConsole || request.method !== 'GET' || !isConsolePage(request.url)) {
      return handleError(notFound(), request, reply);
    }
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
