// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelsScreen } from '../../../runtime/renderers/algorithms/ModelsScreen.js';
import { errorBody, on, type Reply } from '../../support/ui/fake-server.js';
import { analyst, model, modelServer, nordicOre, reader, renderAs } from '../../support/ui/trained-model-fixtures.js';

afterEach(cleanup);

const now = Date.parse('2026-11-20T06:00:30Z');
const trainAnswer = {
  referringTags: ['SHAFT_POWER', 'DRAFT_FWD', 'DRAFT_AFT'], targetArtifact: 'STW',
  scores: [{ score: 'R2', train: 0.991, test: 0.962 }, { score: 'RMSE', train: 0.101, test: 0.222 }],
  rows: { available: 2016, skipped: 10, train: 1605, test: 401 },
};

function renderModels(functions = analyst, trainReply: Reply = { body: trainAnswer }, language: 'en' | 'ru' = 'en') {
  const server = modelServer(
    [model('m1', { currentModel: true }), model('m2', { description: 'Older model' })],
    on('POST', '/algorithm/train', trainReply),
    on('POST', '/algorithm/train/save', { body: { ...trainAnswer, container: model('m3') } }),
  );
  renderAs(<ModelsScreen client={server.client} now={now} />, functions, language);
  return server;
}

async function chooseOption(container: HTMLElement, label: string, name: string) {
  const input = within(container).getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  fireEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

async function openTrainDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Train a model' }));
  const dialog = await screen.findByRole('dialog', { name: 'Train a model' });
  await waitFor(() => expect(within(dialog).getByText('SHAFT_POWER')).toBeTruthy());
  await chooseOption(dialog, 'Ship', 'Nordic Ore');
  return dialog;
}

describe('the trained models', () => {
  it('lists the models with their test scores and marks the current one', async () => {
    const { calls } = renderModels();
    const current = (await screen.findByText('Model m1')).closest('tr')!;
    expect(within(current).getByText('0.951')).toBeTruthy();
    expect(within(current).getByText('0.247')).toBeTruthy();
    expect(within(current).getByText('1,600 / 400')).toBeTruthy();
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(within(screen.getByText('Older model').closest('tr')!).queryByText('Current')).toBeNull();
    expect(calls.find((c) => c.path === '/artifact-container/search')?.body).toEqual({ requestValue: { page: 0, size: 20 } });
    fireEvent.click(current);
    expect(await screen.findByText('0.988')).toBeTruthy();
    expect(screen.getByText('0.123')).toBeTruthy();
  });

  it('trains a model, shows its scores and keeps it as the current model', async () => {
    const { calls } = renderModels();
    const dialog = await openTrainDialog();
    expect(within(dialog).getByLabelText(/^Training from/)).toHaveProperty('value', '2026-10-21T06:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Train' }));
    expect(await within(dialog).findByText('Rows: 2,016 available, 10 skipped, 1,605 for training, 401 for testing.')).toBeTruthy();
    expect(within(dialog).getByText('0.962')).toBeTruthy();
    const request = {
      unitId: nordicOre, algorithm: 'SPEED_LOSS', artifactDescriptor: 'SPEED_POWER_REFERENCE', referringTags: ['SHAFT_POWER', 'DRAFT_FWD', 'DRAFT_AFT'],
      trainingPeriodStart: '2026-10-21T06:00:00.000Z', trainingPeriodEnd: '2026-11-20T06:00:00.000Z', lineToSkip: 0,
    };
    expect(calls.find((c) => c.path === '/algorithm/train')?.body).toEqual({ requestValue: request });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/algorithm/train/save')?.body).toEqual({ requestValue: { ...request, currentModel: true } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/artifact-container/search').length).toBe(2);
  });

  it('shows why the data could not give a model, and a field error at its field', async () => {
    renderModels(analyst, { status: 422, body: errorBody('BUSINESS_RULE', 'Only 0 rows have every value of SHAFT_POWER and the target in the period: training needs at least 10.') });
    const dialog = await openTrainDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Train' }));
    expect(await within(dialog).findByText(/Only 0 rows have every value/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Keep' })).toBeNull();
    cleanup();
    renderModels(analyst, { status: 400, body: errorBody('INVALID_INPUT', 'The period may be at most 366 days.', [{ path: '/requestValue/trainingPeriodEnd', message: 'The period may be at most 366 days.' }]) });
    const again = await openTrainDialog();
    fireEvent.click(within(again).getByRole('button', { name: 'Train' }));
    const to = within(again).getByLabelText(/^Training to/);
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(within(again).getByText('The period may be at most 366 days.')).toBeTruthy();
  });

  it('uploads a model file, shows what it holds and imports it for a ship', async () => {
    const check = {
      fileObjectId: '5d1a7a3e-0000-4000-8000-000000000001', fileName: 'speed.json', valid: true, problems: [], artifactDescriptor: 'SPEED_POWER_REFERENCE',
      algorithm: 'SPEED_LOSS', referringTags: ['SHAFT_POWER', 'DRAFT_FWD'], targetArtifact: 'STW', trees: 40,
    };
    const server = modelServer([model('m1')],
      on('POST', '/artifact-container/import/upload', { body: check }),
      on('POST', '/artifact-container/import', { body: model('m9') }));
    renderAs(<ModelsScreen client={server.client} />, analyst);
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a model' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['{"format":"keel-trained-model"}'], 'speed.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByText('Can be imported')).toBeTruthy();
    expect(within(dialog).getByText('40')).toBeTruthy();
    const upload = server.calls.find((c) => c.path.startsWith('/artifact-container/import/upload'))!;
    expect(upload).toMatchObject({ path: '/artifact-container/import/upload?fileName=speed.json', body: { format: 'keel-trained-model' } });
    await chooseOption(dialog, 'Ship', 'Baltic Amber');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(server.calls.find((c) => c.path === '/artifact-container/import')?.body).toEqual({
      requestValue: { fileObjectId: check.fileObjectId, unitId: '0b6f0c3e-2a5c-4d1e-9a51-000000000002' },
    }));
  });

  it('lets a reader see and download models but not train, import, set current or copy', async () => {
    renderModels(reader);
    const row = (await screen.findByText('Older model')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Train a model' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for SPEED_POWER_REFERENCE of Nordic Ore' }));
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Set as current' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Copy to ship…' })).toBeNull();
  });

  it('speaks Russian', async () => {
    renderModels(analyst, { body: trainAnswer }, 'ru');
    expect(await screen.findByRole('button', { name: 'Обучить модель' })).toBeTruthy();
    expect(screen.getByText('Текущая', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });
});
