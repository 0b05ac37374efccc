import { expect, test } from '@playwright/test';
import { apiToken, mainNavigation, signInThroughForm } from './support.js';

test('a wrong password is refused with a message, then the right one signs in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughForm(page, 'officer', 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await page.getByLabel(/^Password/).fill('Officer#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Ivan Petrov');
});

test('after signing in the user returns to the page asked for', async ({ page }) => {
  await page.goto('/system-status');
  await expect(page).toHaveURL(/\/auth\/login\?url=%2Fsystem-status/);
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).toHaveURL(/\/system-status$/);
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
  await expect(page.getByText('PGlite')).toBeVisible();
});

test('a temporary password must be changed first, with the rules shown as the user types', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin', 'Admin#2026');
  const users = await (await request.get('/api/user?search=chief', { headers: { authorization: `Bearer ${admin}` } })).json() as { items: { id: string; data: { username: string } }[] };
  // The demo's crew of other ships (baltic_amber.chief …) match the search too.
  const chief = users.items.find((u) => u.data.username === 'chief')!;
  const reset = await request.put(`/api/users/${chief.id}/reset-password`, { headers: { authorization: `Bearer ${admin}` } });
  const { temporaryPassword } = await reset.json() as { temporaryPassword: string };

  await page.goto('/auth/login');
  await signInThroughForm(page, 'chief', temporaryPassword);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = page.getByLabel(/^New password/);
  await newPassword.fill('engine');
  await expect(page.getByText(/Length: at least 8 characters/)).toContainText('(not met yet)');
  const chosen = `Engine#Room${Date.now() % 100_000}`;
  await newPassword.fill(chosen);
  await expect(page.getByText(/Length: at least 8 characters/)).toContainText('(met)');
  await page.getByLabel(/^Repeat the new password/).fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/fleet\/map$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Marta Kowalska');
  const again = await request.post('/api/authentication', { data: { username: 'chief', password: chosen } });
  expect((await again.json() as { status: string }).status).toBe('OK');
});

test('the menu shows each user only what their functions allow', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'captain', 'Captain#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  const nav = mainNavigation(page);
  await expect(nav.getByText('Reporting and logbooks')).toBeVisible();
  await expect(nav.getByText('Setup', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Algorithms', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'User menu' }).click();
  // Sign-out reloads the app at the root (SPEC §4): wait for that page load, not just the address.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign out' }).click()]);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(mainNavigation(page).getByText('Setup', { exact: true }).first()).toBeVisible();
  // Algorithms has screens now: the administrator sees the group the captain, without ALGORITHMS, does not.
  await expect(mainNavigation(page).getByText('Algorithms', { exact: true }).first()).toBeVisible();
});

test('signing out ends the session: the old token no longer works and pages ask to sign in', async ({ page }) => {
  await page.goto('/auth/login');
  await signInThroughForm(page, 'analyst', 'Analyst#2026');
  await expect(page).toHaveURL(/\/fleet\/map$/);
  const token = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('_token'))?.[1]);
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'User menu' }).click();
  // Sign-out reloads the app at the root (SPEC §4): wait for that page load, not just the address.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign out' }).click()]);
  await expect(page).toHaveURL(/\/auth\/login/);
  const ping = await page.request.get('/api/authentication/ping', { headers: { authorization: `Bearer ${token}` } });
  expect(ping.status()).toBe(401);
  await page.goto('/system-status');
  await expect(page).toHaveURL(/\/auth\/login/);
});
