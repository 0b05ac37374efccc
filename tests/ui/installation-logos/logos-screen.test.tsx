// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstalledLogo, LogoDefinitions } from '../../../descriptors/lib/logos/installation-logos.js';
import { LogosScreen } from '../../../runtime/renderers/installation-logos/LogosScreen.js';
import { errorBody, fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const sha = 'ab'.repeat(32);
const topbarLight: InstalledLogo = {
  identifier: 'topbar-logo', theme: 'light', contentType: 'image/svg+xml', size: 2048, sha256: sha, uploadedBy: 'admin', uploadedAt: '2026-11-20T10:00:00.000Z',
};

function renderLogos({ canManage = true, logos = [topbarLight], refuse = false } = {}) {
  let stored = logos;
  const definitionsOf = (): LogoDefinitions => Object.fromEntries(stored.map((l) => [l.identifier, { [l.theme === 'dark' ? 'darkLogoHash' : 'lightLogoHash']: l.sha256 }]));
  const server = fakeServer(
    on('GET', '/setup/logos', () => ({ body: { logos: stored } })),
    on('PUT', /^\/setup\/logos\/dark\/auth-logo$/, () => {
      if (refuse) return { status: 400, body: errorBody('INVALID_INPUT', 'Invalid input', [{ path: '/file', code: 'notAnImage', message: 'The file is not a PNG, JPEG or SVG image.' }]) };
      stored = [...stored, { ...topbarLight, identifier: 'auth-logo', theme: 'dark', contentType: 'image/png', sha256: 'cd'.repeat(32) }];
      return { body: definitionsOf() };
    }),
    on('DELETE', /^\/setup\/logos\/light\/topbar-logo$/, () => {
      stored = stored.filter((l) => !(l.identifier === 'topbar-logo' && l.theme === 'light'));
      return { body: definitionsOf() };
    }),
  );
  const onChanged = vi.fn();
  renderWithShell(<LogosScreen client={server.client} canManage={canManage} onChanged={onChanged} />);
  return { ...server, onChanged };
}

const slot = (name: string) => screen.findByRole('group', { name });

describe('the logos setup screen', () => {
  it('shows every logo in both themes, uploaded or bundled, each previewed from its address with the hash', async () => {
    renderLogos();
    expect(await screen.findByRole('heading', { level: 1, name: 'Logos' })).toBeTruthy();
    for (const heading of ['Top bar', 'Sign-in page', 'Error page']) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const uploaded = await slot('Top bar, Light theme');
    expect(within(uploaded).getByText('Uploaded')).toBeTruthy();
    expect(within(uploaded).getByText(/SVG, 2 KB · uploaded by admin/)).toBeTruthy();
    expect(within(uploaded).getByRole('img').getAttribute('src')).toBe(`/api/logos/light/topbar-logo?hash=${sha}`);
    const bundled = await slot('Top bar, Dark theme');
    expect(within(bundled).getByText("Keel's own")).toBeTruthy();
    expect(within(bundled).getByRole('img').getAttribute('src')).toBe('/api/logos/dark/topbar-logo');
    expect(screen.getAllByRole('group')).toHaveLength(6);
  });

  it('uploads a logo for one theme, tells the shell and shows it as uploaded', async () => {
    const { calls, onChanged } = renderLogos();
    const target = await slot('Sign-in page, Dark theme');
    const input = target.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(target).getByText('Uploaded')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/setup/logos/dark/auth-logo');
    expect(put.body).toEqual([{ name: 'file', file: { name: 'acme.png', type: 'image/png', size: 4 } }]);
    expect(onChanged).toHaveBeenCalledWith({ 'topbar-logo': { lightLogoHash: sha }, 'auth-logo': { darkLogoHash: 'cd'.repeat(32) } });
    expect(within(target).getByRole('button', { name: 'Remove the Sign-in page logo for the Dark theme' })).toBeTruthy();
  });

  it("removes an uploaded logo: Keel's own is shown again", async () => {
    const { onChanged } = renderLogos();
    const target = await slot('Top bar, Light theme');
    fireEvent.click(within(target).getByRole('button', { name: 'Remove the Top bar logo for the Light theme' }));
    await waitFor(() => expect(within(target).getByText("Keel's own")).toBeTruthy());
    expect(onChanged).toHaveBeenCalledWith({});
    expect(within(target).getByRole('img').getAttribute('src')).toBe('/api/logos/light/topbar-logo');
  });

  it("shows the server's refusal at the logo and keeps the bundled one", async () => {
    const { onChanged } = renderLogos({ refuse: true });
    const target = await slot('Sign-in page, Dark theme');
    fireEvent.change(target.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['hello'], 'notes.png', { type: 'image/png' })] } });
    expect((await within(target).findByRole('alert')).textContent).toMatch(/not a PNG, JPEG or SVG/);
    expect(within(target).getByText("Keel's own")).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('refuses a file over 512 KB before sending it', async () => {
    const { calls } = renderLogos();
    const target = await slot('Error page, Light theme');
    fireEvent.change(target.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' })] } });
    expect((await within(target).findByRole('alert')).textContent).toBe('A logo may be at most 512 KB.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers no upload or remove to whoever may only look', async () => {
    renderLogos({ canManage: false });
    await slot('Top bar, Light theme');
    expect(screen.queryByRole('button', { name: /Upload|Replace|Remove/ })).toBeNull();
  });
});
