import { expect, test } from '@playwright/test';
import type { FuelEuFleetResponse } from '../../descriptors/lib/emissions/api-types.js';
import { apiToken, signInThroughForm } from './support.js';

const year = 2026;
// Reg. (EU) 2023/1805 Art. 4(2): 2 % below 91.16 gCO2e/MJ for 2025–2029.
const target = 89.3368;

test('a demo ship burning fossil fuel oil shows its FuelEU deficit and the penalty in EUR on its dashboard', async ({ page, request }) => {
  const token = await apiToken(request, 'admin', 'Admin#2026');
  const res = await request.get(`/api/emissions/fueleu/fleet?year=${year}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const fleet = await res.json() as FuelEuFleetResponse;
  // HFO and MGO are above the 2026 target, so a ship burning only those in EU scope is in deficit.
  const ship = fleet.ships.find((s) => !s.problem && s.energyMj > 0 && s.scopedFuel.every((f) => ['HFO', 'LFO', 'MDO_MGO'].includes(f.fuel)));
  expect(ship, 'a demo ship burning fuel oil in EU scope').toBeTruthy();
  expect(ship!.ghgIntensity!).toBeGreaterThan(target);
  expect(ship!.complianceBalanceG!).toBeLessThan(0);

  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await page.goto(`/fueleu/dashboard?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'FuelEU Maritime: ship' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Ship', exact: true }).click();
  await page.getByRole('option', { name: ship!.shipName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`unitId=${ship!.unitId}`));

  const balance = page.getByTestId('fueleu-balance');
  await expect(balance).toContainText('Compliance balance: deficit');
  await expect(balance).toContainText(/−[\d,.]+\s*t CO₂e/);
  const penalty = page.getByTestId('fueleu-penalty');
  await expect(penalty).toContainText(/[1-9][\d,]*\s*EUR/);
  await expect(penalty).toContainText(/EUR 2 400 per t VLSFO-equivalent|Deficit year \d+ in a row/);
  await expect(page.getByTestId('fueleu-intensity')).toContainText('above the target 89.3368');
});
