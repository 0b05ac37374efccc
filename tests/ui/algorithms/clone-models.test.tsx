// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CloneScreen } from '../../../runtime/renderers/algorithms/CloneScreen.js';
import { errorBody, on } from '../../support/ui/fake-server.js';
import { analyst, arcticTern, balticAmber, model, modelServer, reader, renderAs } from '../../support/ui/trained-model-fixtures.js';

afterEach(cleanup);

async function choose(label: string, names: string[]) {
  const input = screen.getAllByLabelText(new RegExp(`^${label}`)).find((element) => element.tagName === 'INPUT')!;
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  for (const name of names) fireEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

function renderClone(functions = analyst) {
  const current = model('m1', { currentModel: true, creationDateTime: '2026-11-10T08:00:00.000Z' });
  const server = modelServer([model('m2', { creationDateTime: '2026-11-15T08:00:00.000Z' }), current],
    on('POST', /^\/artifact-container\/clone\/m1$/, (call) => ((call.body as { requestValue: { unitId: string } }).requestValue.unitId === arcticTern
      ? { status: 403, body: errorBody('FORBIDDEN', 'Arctic Tern is not among your ships.') }
      : { body: model('c1', { unitId: balticAmber, contentId: 'content-m1', currentModel: true }) })),
    on('GET', '/artifact-container/current-model', (call) => ({ body: call.path.includes(balticAmber) ? model('c1', { unitId: balticAmber, contentId: 'content-m1', currentModel: true }) : null })));
  renderAs(<CloneScreen client={server.client} />, functions);
  return server;
}

describe('copying trained models to sister ships', () => {
  it('lists the source ship\'s models current first and sends one clone call per target', async () => {
    const { calls } = renderClone();
    await choose('Source ship', ['Nordic Ore']);
    const cards = await screen.findAllByRole('radio');
    expect(cards).toHaveLength(2);
    expect(within(screen.getByRole('radiogroup')).getAllByText(/R² test/)[0]!.textContent).toBe('R² test 0.951 · RMSE test 0.247');
    expect(cards[0]!.getAttribute('aria-label')).toBe('Model of 2026/11/10 08:00');
    expect(cards[0]!.getAttribute('aria-checked')).toBe('true');
    expect(calls.find((c) => c.path === '/artifact-container/search')?.body).toEqual({
      requestValue: { unitId: '0b6f0c3e-2a5c-4d1e-9a51-000000000001', artifactDescriptor: 'SPEED_POWER_REFERENCE', page: 0, size: 50 },
    });
    await choose('Target ships', ['Baltic Amber', 'Arctic Tern']);
    fireEvent.click(screen.getByRole('button', { name: 'Copy to 2 ships' }));
    const outcomes = await screen.findByRole('list', { name: 'Copies' });
    await within(outcomes).findByText('Arctic Tern is not among your ships.');
    const clones = calls.filter((c) => c.path.startsWith('/artifact-container/clone/'));
    expect(clones.map((c) => [c.path, c.body])).toEqual([
      ['/artifact-container/clone/m1', { requestValue: { unitId: balticAmber, currentModel: true } }],
      ['/artifact-container/clone/m1', { requestValue: { unitId: arcticTern, currentModel: true } }],
    ]);
    expect(await within(outcomes).findByText(/It is the copy\./)).toBeTruthy();
    expect(within(outcomes).getByText('Copied')).toBeTruthy();
    expect(within(outcomes).getByText('No current model of this artifact.')).toBeTruthy();
  });

  it('shows a reader the models but nothing to copy with', async () => {
    renderClone(reader);
    await choose('Source ship', ['Nordic Ore']);
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Copying models needs ALGORITHMS at MANAGEMENT.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy to/ })).toBeNull();
  });
});
