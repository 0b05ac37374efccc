// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentFiles } from '../../../runtime/renderers/managed-documents/DocumentFiles.js';
import type { DocumentFileVersion } from '../../../descriptors/lib/managed-documents/document-files.js';
import { fakeServer, on, portRecord, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const documentId = '33333333-3333-4333-8333-333333333333';
const version = (fileVersion: number, fileName: string, note: string | null = null): DocumentFileVersion => ({
  id: `4444444${fileVersion}-4444-4444-8444-444444444444`, fileVersion, fileName, contentType: 'application/pdf', size: 2048,
  sha256: 'ab'.repeat(32), note, uploadedBy: 'admin', uploadedAt: '2026-11-20T10:00:00.000Z',
});

function renderPanel({ canManage = true, files = [version(2, 'IAPP endorsed.pdf', 'Endorsed at annual survey'), version(1, 'IAPP issued.pdf')] } = {}) {
  let stored = files;
  const server = fakeServer(
    on('GET', `/managed-document/${documentId}/files`, () => ({ body: { files: stored } })),
    on('POST', `/managed-document/${documentId}/files`, () => {
      const added = version(stored.length + 1, 'IAPP renewed.pdf', 'Renewed');
      stored = [added, ...stored];
      return { body: added };
    }),
  );
  renderWithShell(<DocumentFiles client={server.client} record={portRecord({ id: documentId })} canManage={canManage} />);
  return server;
}

describe("a document's file versions", () => {
  it('lists every version newest first, the first marked current, each downloadable', async () => {
    renderPanel();
    expect(await screen.findByText('Current · v2')).toBeTruthy();
    expect(screen.getByText('v1')).toBeTruthy();
    expect(screen.getByText('Endorsed at annual survey')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download version 1: IAPP issued.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download version 2: IAPP endorsed.pdf' })).toBeTruthy();
  });

  it('uploads a new version with its note and shows it as current', async () => {
    const { calls } = renderPanel();
    await screen.findByText('Current · v2');
    const upload = screen.getByRole('button', { name: 'Upload new version' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'IAPP renewed.pdf', { type: 'application/pdf' })] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Renewed' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload new version' }));
    expect(await screen.findByText('Current · v3')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual([{ name: 'file', file: { name: 'IAPP renewed.pdf', type: 'application/pdf', size: 4 } }, { name: 'note', value: 'Renewed' }]);
  });

  it('offers no upload to whoever may only read, and says when there is no file yet', async () => {
    renderPanel({ canManage: false, files: [] });
    expect(await screen.findByText('No file yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Choose file' })).toBeNull();
  });
});
