/**
 * The demo's trained models: the shore analyst's SPEED_POWER_REFERENCE for each demo ship, trained on the ship's first
 * week of data and made current, so SPEED_LOSS has a reference on every ship from the first start. Ships that
 * already have a model of it are left alone.
 */
import type { Db } from '../server/db/engine.js';
import { listShips } from '../server/modules/access/ships.js';
import { findUserByUsername, loadPrincipal } from '../server/modules/access/principals.js';
import { searchContainers } from '../server/modules/algorithms/containers.js';
import { trainModel } from '../server/modules/algorithms/training-service.js';
import { pointSpan, seriesOfTag } from '../server/modules/timeseries/series-lookup.js';

const artifact = 'SPEED_POWER_REFERENCE';
const trainingDays = 7;

/** `isStopped` is asked before each ship (shutdown): a model under training is finished, no further one begun. */
export async function seedDemoModels(db: Db, log: (line: string) => void, isStopped: () => boolean = () => false): Promise<void> {
  const user = await findUserByUsername(db, 'analyst');
  const analyst = user && await loadPrincipal(db, user.id);
  if (!analyst) return;
  const speeds = await seriesOfTag(db, 'STW');
  for (const ship of await listShips(db)) {
    if (isStopped()) return;
    if ((await searchContainers(db, analyst, { unitId: ship.id, artifactDescriptor: artifact, size: 1 })).totalElements) continue;
    const { first } = await pointSpan(db, speeds.filter((s) => s.unitId === ship.id).map((s) => s.id));
    if (!first) continue;
    const end = new Date(first.getTime() + trainingDays * 86_400_000);
    const trained = await trainModel(db, analyst, {
      unitId: ship.id, algorithm: 'SPEED_LOSS', artifactDescriptor: artifact, trainingPeriodStart: first.toISOString(), trainingPeriodEnd: end.toISOString(),
      description: `Reference from the first ${trainingDays} days`, currentModel: true,
    }, true);
    const r2 = trained.scores.find((s) => s.score === 'R2');
    log(`${ship.code}: ${artifact} trained on ${trained.rows.train + trained.rows.test} rows, R² test ${r2?.test.toFixed(3)}`);
  }
}
