// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportPreviewPanel } from '../../../designer/preview/ReportPreview.js';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import { errorBody, fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

const nordicOre = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const model = {
  parameters: { type: 'object', required: ['unitId', 'year'], properties: { unitId: { type: 'string' }, year: { type: 'integer' } } },
  parametersUi: { unitId: { 'ui:widget': 'ship', 'ui:title': { en: 'Ship' } }, year: { 'ui:title': { en: 'Year' } } },
};
const descriptor = { model: 'CII_SHIP_YEAR', title: { en: 'CII' }, page: { size: 'A4' }, body: [{ type: 'heading', text: { en: 'Draft' } }] };
const pdf = { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf', 'x-keel-sha256': 'f'.repeat(64) } };

const edited = { ...descriptor, body: [{ type: 'heading', text: { en: 'Final' } }] };

/** The preview as the designer holds it, with a button standing for an edit of the text. */
function Harness({ client, body: first }: { client: ApiClient; body: Record<string, unknown> }) {
  const [sample, setSample] = useState<Record<string, unknown>>({ unitId: nordicOre, year: 2026 });
  const [body, setBody] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setBody(edited)}>edit the text</button>
      <ReportPreviewPanel client={client} body={body} code="CII_ANNUAL_STATEMENT" sample={sample} onSampleChange={setSample} />
    </>
  );
}

beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:keel/${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPreview(preview: Parameters<typeof on>[2] = pdf) {
  const server = fakeServer(
    on('GET', '/descriptors/report-model/CII_SHIP_YEAR', { body: { kind: 'report-model', code: 'CII_SHIP_YEAR', version: 1, body: model } }),
    on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: nordicOre }] }),
    on('POST', '/printout-reporting/preview', preview),
  );
  const view = renderWithShell(<Harness client={server.client} body={descriptor} />);
  return { ...server, view };
}

describe('the designer\'s PDF preview of a report descriptor', () => {
  it('shows the parameter form of the model it names and makes the PDF of the text being edited, then again as the text changes', async () => {
    const { calls } = renderPreview();
    expect(await screen.findByText('Parameters of CII_SHIP_YEAR')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make PDF' }));
    const frame = await screen.findByTitle('PDF preview of CII_ANNUAL_STATEMENT');
    expect(frame.getAttribute('src')).toBe('blob:keel/1');
    const previews = () => calls.filter((c) => c.path === '/printout-reporting/preview');
    expect(previews()[0].body).toEqual({ requestValue: { descriptor, parameters: { unitId: nordicOre, year: 2026 }, code: 'CII_ANNUAL_STATEMENT' } });

    fireEvent.click(screen.getByRole('button', { name: 'edit the text' }));
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect((previews()[1].body as { requestValue: { descriptor: unknown } }).requestValue.descriptor).toEqual(edited);
  });

  it('shows a failing binding with the server\'s words', async () => {
    renderPreview({ status: 422, body: errorBody('BUSINESS_RULE', 'report-descriptor CII_ANNUAL_STATEMENT at /body/0/bind (data.x & (): syntax') });
    fireEvent.click(await screen.findByRole('button', { name: 'Make PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('/body/0/bind');
    expect(screen.queryByTitle('PDF preview of CII_ANNUAL_STATEMENT')).toBeNull();
  });

  it('asks for the report model when the text names none', () => {
    const server = fakeServer();
    renderWithShell(<Harness client={server.client} body={{ title: 'x' }} />);
    expect(screen.getByText('The PDF preview needs the report model ("model").')).toBeTruthy();
  });
});
