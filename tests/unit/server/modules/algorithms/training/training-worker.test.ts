import { describe, expect, it } from 'vitest';
import { trainForest } from '../../../../../../server/modules/algorithms/training/train-forest.js';
import { TrainingRefused, TrainingTimedOut } from '../../../../../../server/modules/algorithms/training/training-errors.js';
import { trainInWorker } from '../../../../../../server/modules/algorithms/training/training-worker.js';
import { speedPowerFeatures, speedPowerRows } from '../../../../../support/speed-power-rows.js';

describe('training in a worker thread', { timeout: 60_000 }, () => {
  it('answers the same model and scores as training on the calling thread', async () => {
    const { rows, targets } = speedPowerRows(300);
    const input = { features: speedPowerFeatures, target: 'POWER', rows, targets };
    expect(await trainInWorker(input)).toEqual(trainForest(input));
  });

  it('passes a refusal back as the same error, reason and message', async () => {
    const { rows, targets } = speedPowerRows(5);
    const refusal = trainInWorker({ features: speedPowerFeatures, target: 'POWER', rows, targets });
    await expect(refusal).rejects.toThrow(TrainingRefused);
    await expect(refusal).rejects.toMatchObject({ reason: 'too-few-rows', message: '5 rows; training needs at least 10' });
  });

  it('stops a training past its time cap with a time-out', async () => {
    const { rows, targets } = speedPowerRows(2_000);
    const begun = performance.now();
    await expect(trainInWorker({ features: speedPowerFeatures, target: 'POWER', rows, targets }, 0.5)).rejects.toThrow(TrainingTimedOut);
    expect(performance.now() - begun).toBeLessThan(2_000);
  });
});
