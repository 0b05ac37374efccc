/** Builds the Hono app from the modules (and the WebSocket hub); tests import it and call app.request() with no socket. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from './config.js';
import type { Db } from './db/engine.js';
import { authentication, requireSessionByDefault } from './http/auth.js';
import type { KeelEnv } from './http/context.js';
import { limitBodies } from './http/body-limits.js';
import { compressAnswers } from './http/compression.js';
import { handleError } from './http/error-handler.js';
import { inputHygiene } from './http/input-hygiene.js';
import { KeelError } from './errors/keel-error.js';
import { language } from './http/language.js';
import { serverMessages } from './http/messages.js';
import { securityHeaders } from './http/security-headers.js';
import { createRouter } from './http/router.js';
import { routeAccess } from './http/public-routes.js';
import { join } from 'node:path';
import { accessRoutes } from './modules/access/routes.js';
import { alarmRoutes } from './modules/alarms/routes.js';
import { containerRoutes } from './modules/algorithms/container-routes.js';
import { algorithmDescriptorRoutes } from './modules/algorithms/descriptor-routes.js';
import { runRoutes } from './modules/algorithms/run-routes.js';
import { defaultSandboxLimits, PythonSandbox } from './modules/algorithms/sandbox/python-sandbox.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { readWallboardFrameAncestors } from './modules/analytics/wallboard-framing.js';
import { authRoutes } from './modules/auth/routes.js';
import { loadOpenSession, resolveToken, type AuthContext } from './modules/auth/sessions.js';
import { loadSigningKey } from './modules/auth/tokens.js';
import { ssoRoutes, createSsoClient } from './modules/auth/sso.js';
import { configuratorRoutes } from './modules/configurator/routes.js';
import { descriptorRoutes } from './modules/descriptors/routes.js';
import { docsRoutes } from './modules/docs/routes.js';
import { licenceRoutes } from './modules/licence/routes.js';
import { measuresRoutes } from './modules/measures/routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { resourceCheckRoutes } from './modules/resources/check-routes.js';
import { resourceRoutes } from './modules/resources/routes.js';
import { createLiveFeed, type LiveFeed } from './modules/timeseries/live-feed.js';
import { timeseriesRoutes } from './modules/timeseries/routes.js';
import { filterRoutes } from './modules/filters/routes.js';
import { logoRoutes } from './modules/system/logo-routes.js';
import { schedulerRoutes } from './modules/scheduler/routes.js';
import { alarmLogRoutes } from './modules/alarms/log-routes.js';
import { syncScheduledJobs } from './modules/scheduler/job-store.js';
import { systemRoutes } from './modules/system/routes.js';
import { serveSpa } from './http/spa.js';
import type { NmeaManager } from './modules/nmea/manager.js';
import { entrySupportRoutes } from './modules/elog/entry-support-routes.js';
import { lookupRoutes } from './modules/elog/lookup-routes.js';
import { registryRoutes } from './modules/registries/routes.js';
import { managedDocumentRoutes } from './modules/managed-documents/routes.js';
import { emailRoutes } from './modules/email/routes.js';
import { plugParameterReader } from './modules/resources/date-status.js';
import { readNumberParameterByCode } from './modules/params/parameters.js';
import { printRoutes } from './modules/elog/print-routes.js';
import { printoutRoutes } from './modules/printouts/routes.js';
import { reportScreenRoutes } from './modules/printouts/report-screen-routes.js';
import { referenceRoutes } from './modules/elog/reference-routes.js';
import { elogRoutes } from './modules/elog/routes.js';
import { loadAuditKey, type AuditKey } from './modules/elog/audit-key.js';
import { sealExistingChains } from './modules/elog/audit-seals.js';
import { signatureRoutes } from './modules/elog/signature-routes.js';
import { nmeaRoutes } from './modules/nmea/routes.js';
import { plugAlarmDelivery } from './modules/alarms/delivery.js';
import { wireAlarmEngine } from './modules/alarms/engine-wiring.js';
import { plugNotificationDelivery } from './modules/notifications/delivery.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { emissionsRoutes } from './modules/emissions/routes.js';
import { vesselReportRoutes } from './modules/vessel-reports/routes.js';
import { voyageRoutes } from './modules/voyages/routes.js';
import { accessStoreAdapters } from './modules/access/stores/index.js';
import { appParametersStore } from './modules/params/app-parameters-adapter.js';
import { storeAdapters } from './modules/resources/stores/index.js';
import { voyageLegsStore } from './modules/voyages/leg-store.js';
import { canSeeUnit, hasFunction } from '../descriptors/lib/access.js';
import { socketTargets } from '../descriptors/lib/socket-protocol.js';
import { createSocketHub, type SocketHub } from './ws/hub.js';
import { createLocalBus, type ClusterBus } from './cluster/bus.js';
import { alarmChangesTopic, cacheChangesTopic, liveValuesTopic, notificationChangesTopic } from './cluster/topics.js';
import { dropCached, plugCacheAnnouncements } from './db/database-caches.js';
import { socketRoute } from './ws/socket-route.js';
import type { DemoDataProgress } from './modules/system/demo-data-progress.js';

// The typed tables' resource stores, each offered by the module that owns the table (docs/architecture.md "Boundaries").
for (const entry of [...accessStoreAdapters, appParametersStore, voyageLegsStore]) storeAdapters.register(entry);
// A resource's date status may take its warning days from an app parameter (resources/date-status.ts).
plugParameterReader(readNumberParameterByCode);

export interface AppDeps {
  db: Db;
  config: Config;
  engine: 'postgres' | 'pglite';
  /** Where this process's ingestion announces new latest values (see buildApp for who listens); a fresh one when absent. */
  feed?: LiveFeed;
  /** What this instance tells every instance on its database (server/cluster/); an in-process bus when absent. */
  bus?: ClusterBus;
  /** The NMEA listeners of the server process; without it /api/nmea/status lists none. */
  nmea?: Pick<NmeaManager, 'status'>;
  /** The clock in epoch ms that ingestion, analytics periods, wallboard links and new logbook entries read; the real one when absent (tests fix it). */
  now?: () => number;
  /** The demo's background generation on a demo start (GET /api/system/status shows it); none otherwise. */
  demoData?: Pick<DemoDataProgress, 'status'>;
  /** Where user Python runs; one started on first use (pyodide's snapshot kept in DATA_DIR) when absent. */
  sandbox?: PythonSandbox;
}

export type KeelApp = OpenAPIHono<KeelEnv>;

/** The app with the parts a server process needs besides it: the socket hub (to serve and notify) and the live feed. */
export interface KeelServerParts {
  app: KeelApp;
  sockets: SocketHub;
  /** This process's own ingestion, for in-process consumers that must see each value once across instances. */
  feed: LiveFeed;
  /** Every instance's latest values, from the cluster bus, as the socket subscriptions get them. */
  socketFeed: LiveFeed;
  bus: ClusterBus;
  /** The logbook audit key this app seals with (its id is worth logging: every instance must show the same). */
  auditKey: AuditKey;
  /** Where user Python runs (started on first use), for the algorithms' continuous runs. */
  sandbox(): PythonSandbox;
  /** Stops the Python sandbox's children, if any were started. */
  closeSandbox(): void;
}

export async function createApp(deps: AppDeps): Promise<KeelApp> {
  return (await buildApp(deps)).app;
}

export async function buildApp(deps: AppDeps): Promise<KeelServerParts> {
  const { db, config } = deps;
  const feed = deps.feed ?? createLiveFeed();
  const bus = deps.bus ?? createLocalBus();
  // Two feeds on purpose (docs/operations.md "Several instances"). `feed` carries only what THIS process ingested: its
  // in-process consumers (the alarm engine, anything that must act once per value across instances) subscribe to it.
  // `socketFeed` carries what ANY instance ingested, through the cluster bus: only the socket fan-out reads it, so a
  // page on instance B sees a value ingested on A, and a value ingested here reaches this instance's pages once.
  const socketFeed = createLiveFeed();
  feed.subscribe((values) => bus.publish(liveValuesTopic, values));
  bus.subscribe(liveValuesTopic, (values) => socketFeed.publish(values));
  const now = deps.now ?? Date.now;
  const sso = config.sso ? createSsoClient(config) : undefined;
  const ctx: AuthContext = { db, config, key: await loadSigningKey(db), ssoLogoutUrl: sso?.logoutUrl };
  const auditKey = await loadAuditKey(config.auditKeyDir);
  await sealExistingChains(db, auditKey);
  // Every job type the modules registered gets its schedule (the loop itself is started by server/main.ts).
  await syncScheduledJobs(db, now());
  const sockets = createSocketHub({
    db, socketFeed,
    authenticate: async (token) => {
      const resolved = await resolveToken(ctx, token);
      // A password-change session may only set the password; it gets no live data.
      if (!resolved || resolved.session.kind === 'change-password') return undefined;
      return { sessionId: resolved.session.sessionId, userId: resolved.principal.userId, principal: resolved.principal };
    },
    recheck: async (session) => (await loadOpenSession(db, session.sessionId, session.userId))?.principal,
  });
  // Notifications stored by any module reach their user's open sockets on every instance (docs/notifications.md).
  plugNotificationDelivery(db, (userId, change) => { bus.publish(notificationChangesTopic, [{ userId, change }]); });
  bus.subscribe(notificationChangesTopic, (items) => { for (const { userId, change } of items) sockets.notify(userId, change); });
  // So do alarm episode changes, to those who may see the episode's ship.
  plugAlarmDelivery(db, (change) => { bus.publish(alarmChangesTopic, [change]); });
  bus.subscribe(alarmChangesTopic, (changes) => {
    for (const change of changes) {
      const unitId = change.episode.unitId;
      sockets.broadcast(socketTargets.alarm, change, (principal) => hasFunction(principal, 'ALARMS') && (!unitId || canSeeUnit(principal, unitId)));
    }
  });

  // Sessions, principals and parameters are kept in memory; what a writer changed is dropped on every instance.
  plugCacheAnnouncements(db, (change) => { bus.publish(cacheChangesTopic, [change]); });
  bus.subscribe(cacheChangesTopic, (changes) => dropCached(db, changes));

  // Tag alarm conditions are evaluated on what this process ingests (after each commit); the sweep job is registered.
  wireAlarmEngine(db, feed, { publicUrl: config.publicUrl, now });

  const app = createRouter();
  app.onError(handleError);
  app.use('*', securityHeaders({ wallboardFrameAncestors: () => readWallboardFrameAncestors(db) }));
  // The WebSocket upgrade is left alone.
  app.use('*', (c, next) => (c.req.path.startsWith('/ws/') ? next() : compressAnswers(c, next)));
  app.use('*', language, serverMessages);
  // Bodies are bounded before anything reads them or works out who is asking; text the database cannot store is
  // refused once the session is known (an anonymous caller reaches that only on the small public routes).
  app.use('/api/*', limitBodies(config.bodyLimits));
  app.use('/api/*', authentication((token) => resolveToken(ctx, token)), requireSessionByDefault(routeAccess), inputHygiene);

  let sandbox = deps.sandbox;
  const sandboxOf = () => (sandbox ??= new PythonSandbox(defaultSandboxLimits, { snapshotDir: join(config.dataDir, 'pyodide-snapshot'), keepWarm: true }));

  const api = createRouter();
  api.route('/', authRoutes(ctx));
  api.route('/', ssoRoutes(ctx, sso));
  api.route('/', accessRoutes(ctx));
  api.route('/', menuRoutes(deps));
  api.route('/', systemRoutes(deps));
  api.route('/', logoRoutes(db));
  api.route('/', schedulerRoutes(db, { now }));
  api.route('/', licenceRoutes(deps));
  api.route('/', descriptorRoutes(db, config));
  api.route('/', configuratorRoutes(db));
  api.route('/', docsRoutes(api));
  api.route('/', timeseriesRoutes(db, feed, now));
  api.route('/', measuresRoutes(db, feed));
  api.route('/', analyticsRoutes(db, now));
  api.route('/', filterRoutes(db));
  api.route('/', nmeaRoutes(db, deps.nmea));
  api.route('/', signatureRoutes(db));
  api.route('/', elogRoutes(db, auditKey));
  api.route('/', entrySupportRoutes(db, now));
  api.route('/', lookupRoutes(db));
  api.route('/', printRoutes(db));
  api.route('/', printoutRoutes(db, now));
  api.route('/', reportScreenRoutes(db, now));
  api.route('/', referenceRoutes(db));
  api.route('/', registryRoutes(db));
  api.route('/', managedDocumentRoutes(db));
  api.route('/', emailRoutes(db));
  api.route('/', notificationRoutes(db, now));
  api.route('/', alarmLogRoutes(db, { now }));
  api.route('/', alarmRoutes(db, now));
  api.route('/', voyageRoutes(db));
  api.route('/', vesselReportRoutes(db));
  api.route('/', emissionsRoutes(db));
  api.route('/', algorithmDescriptorRoutes(db));
  api.route('/', containerRoutes(db));
  api.route('/', runRoutes(db, sandboxOf));
  // Last: the generic resource convention answers only where no module route matched.
  api.route('/', resourceCheckRoutes(db));
  api.route('/', resourceRoutes(db));
  app.route('/api', api);
  app.all('/api/*', () => { throw new KeelError('NOT_FOUND', 'error.notFound'); });
  socketRoute(app, sockets);

  if (config.staticDir) serveSpa(app, config.staticDir);
  return { app, sockets, feed, socketFeed, bus, auditKey, sandbox: sandboxOf, closeSandbox: () => sandbox?.close() };
}
