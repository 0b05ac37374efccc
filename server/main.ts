/** Process entry: config → database → migrations → built-ins → (demo accounts and ships) → serve → (demo data, behind). */
import { buildApp } from './app.js';
import { createContinuousRuns } from './modules/algorithms/continuous-runs.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/engine.js';
import { createNmeaManager } from './modules/nmea/manager.js';
import { createScheduler } from './modules/scheduler/scheduler-loop.js';
import { createEmailSender } from './modules/email/sender-loop.js';
import { ingestMeasurements } from './modules/timeseries/ingest.js';
import { createLiveFeed } from './modules/timeseries/live-feed.js';
import { createLocalBus } from './cluster/bus.js';
import { createPostgresBus } from './cluster/postgres-bus.js';
import { onOneInstance } from './cluster/one-instance.js';
import { startServer } from './ws/serve.js';
import { loadBuiltins } from './modules/descriptors/builtins.js';
import { ensureInitialAdmin } from './modules/access/initial-admin.js';
import { seedReferenceData } from '../seeds/reference-seed.js';
import { createDemoDataProgress } from './modules/system/demo-data-progress.js';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`Keel: database ${database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, migrations applied`);
// Instances started together on a new or upgraded database take turns here (docs/operations.md "Several instances").
const { builtins, reference } = await database.duringStartup(async () => ({
  builtins: await loadBuiltins(database.db),
  reference: await seedReferenceData(database.db),
}));
console.log(`Keel: built-in descriptors loaded (${builtins.inserted} new, ${builtins.updated} updated)`);
console.log(`Keel: reference data ready (${Object.entries(reference).map(([k, n]) => `${k} +${n}`).join(', ')})`);

// One live feed per process: this process's ingestion publishes to it; buildApp forwards it to every instance's
// sockets through the cluster bus (LISTEN/NOTIFY on PostgreSQL), while in-process consumers read it here, once.
const feed = createLiveFeed();
const bus = config.databaseUrl ? createPostgresBus(config.databaseUrl, { log: (line) => console.error(`Keel ${line}`) }) : createLocalBus();
await bus.ready;
const store = (batch: Parameters<typeof ingestMeasurements>[1]) => ingestMeasurements(database.db, batch, { feed });

// A demo start serves at once: the accounts and master data come first (sign-in needs them), the ship history, alarms
// and models are the demo job's, behind the served app (seeds/demo-data-job.ts; docs/operations.md "Start-up").
let demoFleet: Awaited<ReturnType<typeof import('../seeds/demo-fleet-loader.js').createDemoFleetRunner>> | undefined;
const demoProgress = config.demo ? createDemoDataProgress() : undefined;
if (config.demo) {
  const { seedDemo } = await import('../seeds/demo.js');
  await seedDemo(database.db, { log: (line) => console.log(`Keel demo: ${line}`) });
  const { seedDemoMasterData } = await import('../seeds/demo-master-data.js');
  await seedDemoMasterData(database.db);
  const { createDemoFleetRunner } = await import('../seeds/demo-fleet-loader.js');
  demoFleet = await createDemoFleetRunner(database.db, {
    months: config.demoMonths, days: config.demoDays, store, auditKeyDir: config.auditKeyDir, log: (line) => console.log(`Keel demo: ${line}`),
    onProgress: (percent, storedTo) => demoProgress?.history(percent, storedTo),
  });
} else {
  const created = await database.duringStartup(() => ensureInitialAdmin(database.db));
  if (created) {
    console.log('Keel: created the administrator account. Sign in and choose a new password:');
    console.log(`  username: ${created.username}`);
    console.log(`  temporary password: ${created.temporaryPassword}`);
  }
}

const nmea = createNmeaManager({ db: database.db, sink: store, log: (line) => console.log(`Keel ${line}`) });
await nmea.reconcile();
const { app, sockets, auditKey, sandbox, closeSandbox } = await buildApp({ db: database.db, config, engine: database.engine, feed, bus, nmea, demoData: demoProgress });
// Instances sharing one database must show the same key id here (docs/operations.md "Audit keys").
console.log(`Keel: logbook audit key ${auditKey.keyId} from ${config.auditKeyDir}`);

// User algorithms keep their output tags computed as data arrives (docs/algorithms.md); on a demo start they begin once
// the demo job has trained the ships' reference models, so SPEED_LOSS has one from its first run.
// A round runs on one instance at a time (the others skip their turn), so a run is neither computed nor notified twice.
const algorithmRuns = createContinuousRuns({ db: database.db, sandbox, feed, onOneInstance: onOneInstance(database.db, database.engine) });
let isShuttingDown = false;
const startDemoJob = async () => {
  if (!demoFleet || !demoProgress) return undefined;
  const { startDemoDataJob } = await import('../seeds/demo-data-job.js');
  const job = startDemoDataJob(database.db, { fleet: demoFleet, progress: demoProgress, log: (line) => console.log(`Keel demo: ${line}`) });
  void job.done.then(() => { if (!isShuttingDown) algorithmRuns.start(60); });
  return job;
};
// KEEL_DEMO_FOREGROUND=1 (the browser tests): the history and alarms are in before anyone is served, as before issue 21.
let demoJob = config.demoForeground ? await startDemoJob() : undefined;
await demoJob?.historyReady;
const server = await startServer(app, sockets, { port: config.port });
console.log(`Keel is running at http://localhost:${server.port}/ (live values on ws://localhost:${server.port}/ws/socket)`);
if (config.demo) {
  console.log('Demo sign-in: admin / Admin#2026 (more demo accounts in the README)');
}
// Otherwise the demo data fill in behind the served app, their progress in this log and in Setup → System status.
demoJob ??= await startDemoJob();
if (!config.demo) algorithmRuns.start(60);

// Scheduled jobs (docs/scheduler.md): every instance runs the loop, and a due job runs on the one that claims it.
const scheduler = createScheduler({ db: database.db, log: (line) => console.log(`Keel ${line}`) });
scheduler.start();
console.log(`Keel: scheduler started as ${scheduler.instanceId}`);

// The outbox is sent from every instance; a row is locked while it is sent, so no mail goes twice (docs/email.md).
const emailSender = createEmailSender({ db: database.db });
emailSender.start(30);

async function shutdown() {
  if (isShuttingDown) return;
  isShuttingDown = true;
  // The demo job stops first and writes nothing after this, while the database is still open.
  await demoJob?.stop();
  await scheduler.stop();
  await emailSender.stop();
  await algorithmRuns.stop();
  closeSandbox();
  // The listeners flush their last points first, while the database is still open.
  await nmea.close();
  // Sockets are told 1001 (going away), so pages come back 30 s later instead of hammering a restarting server.
  await server.close();
  await bus.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
