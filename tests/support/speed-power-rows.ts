/** A ship's history for training tests: shaft power from speed through water, draft and wind, with seeded noise. */

export const speedPowerFeatures = ['STW', 'DRAFT', 'WIND_SPEED'];

/** `count` rows of [knots, metres, m/s] and the power (kW) for each; the same seed gives the same history. */
export const speedPowerRows = (count: number, { seed = 1, noise = 50 } = {}): { rows: number[][]; targets: number[] } => {
  let state = seed;
  const random = () => (state = (state * 16_807) % 2_147_483_647) / 2_147_483_647;
  const rows: number[][] = [];
  const targets: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [speed, draft, wind] = [8 + random() * 12, 6 + random() * 6, random() * 20];
    rows.push([speed, draft, wind]);
    targets.push(0.9 * speed ** 3 + 120 * draft + 4 * wind ** 2 + (random() - 0.5) * 2 * noise);
  }
  return { rows, targets };
};
