/** Shared steps of the browser tests: signing in through the form and through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/authentication', { data: { username, password } });
  const body = await res.json() as { status: string; token: string };
  expect(body.status).toBe('OK');
  return body.token;
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
