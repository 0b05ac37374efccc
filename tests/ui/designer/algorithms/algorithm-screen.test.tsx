// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { algorithmRoutes, nordicOre, renderAlgorithmScreen, testRunAnswer } from '../../../support/ui/algorithm-editor-screen.js';
import { errorBody, on } from '../../../support/ui/fake-server.js';

vi.mock('../../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

async function openTrueWind() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open TRUE_WIND' }));
  return screen.findByRole('region', { name: 'TRUE_WIND' });
}

describe('the algorithm editor screen', () => {
  it('lists the algorithms with description in the user language, language, family, output tags and disabled, and searches them', async () => {
    renderAlgorithmScreen(algorithmRoutes());
    const row = (await screen.findByRole('button', { name: 'Open TRUE_WIND' })).closest('tr')!;
    for (const text of ['True wind over ground', 'PYTHON', 'Other', 'WIND_SPEED_TRUE_CALC, WIND_DIR_TRUE_CALC']) expect(within(row).getByText(text)).toBeTruthy();
    const lossRow = screen.getByRole('button', { name: 'Open SPEED_LOSS' }).closest('tr')!;
    expect(within(lossRow).getByText('Disabled')).toBeTruthy();
    expect(within(lossRow).getByText('Random forest')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by code or description' }), { target: { value: 'reference' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open TRUE_WIND' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open SPEED_LOSS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New algorithm' })).toBeTruthy();
  });

  it('saves the edited algorithm with its version and shows a server field error at its field', async () => {
    const refusal = errorBody('INVALID_INPUT', 'The algorithm is not valid', [{ path: '/requestValue/outputTags/1', message: 'There is no tag WIND_DIR_TRUE_CALC.' }]);
    const { calls } = renderAlgorithmScreen([on('PUT', '/algorithm-descriptor', { status: 400, body: refusal }), ...algorithmRoutes()]);
    const editor = await openTrueWind();
    const english = within(editor).getByRole('textbox', { name: 'Description (English)' }) as HTMLInputElement;
    expect(english.value).toBe('True wind over ground');
    expect((within(editor).getByRole('textbox', { name: 'Description (Русский)' }) as HTMLInputElement).value).toBe('Истинный ветер относительно грунта');
    expect((within(editor).getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(english, { target: { value: 'True wind' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Script' }), { target: { value: 'import keel\n' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      requestValue: {
        code: 'TRUE_WIND', version: 2, disabled: false,
        description: { en: 'True wind', ru: 'Истинный ветер относительно грунта' },
        script: { language: 'PYTHON', sourceCode: 'import keel\n' },
        algorithmFamily: 'OTHER', clusterId: 'SHIP',
        tagsRequiredByScript: [{ tag: 'WIND_SPEED_REL', rule: 'MANDATORY' }, { tag: 'SOG', rule: 'DEFAULT', defaultValue: 0 }],
        outputTags: ['WIND_SPEED_TRUE_CALC', 'WIND_DIR_TRUE_CALC'], artifactsRequired: [], intervalMinutes: 1, continuous: true,
      },
    });
    const message = await within(editor).findByText('There is no tag WIND_DIR_TRUE_CALC.');
    const outputField = message.closest('.mantine-InputWrapper-root')!;
    expect(within(outputField as HTMLElement).getByText('Output tags')).toBeTruthy();
    expect(within(editor).getByText('Not saved: correct the fields marked below.')).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: 'Description (English)' }) as HTMLInputElement).value).toBe('True wind');
  });

  it('keeps the edits and offers to overwrite after a conflict', async () => {
    const conflict = errorBody('CONFLICT', 'TRUE_WIND was changed by someone else.');
    renderAlgorithmScreen([on('PUT', '/algorithm-descriptor', { status: 409, body: conflict }), ...algorithmRoutes()]);
    const editor = await openTrueWind();
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Description (English)' }), { target: { value: 'Mine' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Changed by someone else')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Save mine over it' })).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: 'Description (English)' }) as HTMLInputElement).value).toBe('Mine');
  });

  it('shows the server refusal of a delete', async () => {
    const inUse = errorBody('BUSINESS_RULE', 'The algorithm SPEED_LOSS cannot be deleted: 2 trained model(s) name it.');
    renderAlgorithmScreen([on('DELETE', '/algorithm-descriptor/SPEED_LOSS', { status: 422, body: inUse }), ...algorithmRoutes()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open SPEED_LOSS' }));
    const editor = await screen.findByRole('region', { name: 'SPEED_LOSS' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete SPEED_LOSS?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(editor).findByText('The algorithm SPEED_LOSS cannot be deleted: 2 trained model(s) name it.')).toBeTruthy();
  });

  it('shows everything read-only to a user without ALGORITHMS at MANAGEMENT', async () => {
    renderAlgorithmScreen(algorithmRoutes(), { ALGORITHMS: 'VIEW' });
    const editor = await openTrueWind();
    expect(screen.getByText(/changing, deleting and test runs need ALGORITHMS \(MANAGEMENT\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New algorithm' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Run' })).toBeNull();
    expect((within(editor).getByRole('textbox', { name: 'Description (English)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('test-runs the algorithm as edited and shows the chart, rows, duration and console', async () => {
    const { calls } = renderAlgorithmScreen([on('POST', '/algorithm/test-run', { body: testRunAnswer() }), ...algorithmRoutes()]);
    const editor = await openTrueWind();
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Script' }), { target: { value: 'print(1)\n' } });
    fireEvent.click(await within(editor).findByRole('button', { name: 'Run' }));
    const result = await within(editor).findByRole('region', { name: 'Test run result' });
    const request = calls.find((c) => c.path === '/algorithm/test-run')!.body as { requestValue: Record<string, unknown> & { algorithm: { script: unknown }; from: string; to: string } };
    expect(request.requestValue.code).toBe('TRUE_WIND');
    expect(request.requestValue.unitId).toBe(nordicOre.value);
    expect(request.requestValue.algorithm.script).toEqual({ language: 'PYTHON', sourceCode: 'print(1)\n' });
    expect(Date.parse(request.requestValue.to) - Date.parse(request.requestValue.from)).toBe(24 * 3_600_000);
    expect(within(result).getByText('hello from the script')).toBeTruthy();
    expect(within(result).getByText('Duration: 1,234 ms')).toBeTruthy();
    expect(within(result).getByText('Input rows: 360')).toBeTruthy();
    expect(within(result).getByText('Points ignored: 3')).toBeTruthy();
    expect(await within(result).findByRole('img', { name: 'Output series: WIND_SPEED_TRUE_CALC' })).toBeTruthy();
  });

  it('shows the Python error of a failed test run, and the server message of a refused one', async () => {
    const failed = testRunAnswer({ ok: false, failure: 'python', error: 'ZeroDivisionError: division by zero', stdout: '', outputs: [] });
    let answer: { status?: number; body: unknown } = { body: failed };
    renderAlgorithmScreen([on('POST', '/algorithm/test-run', () => answer), ...algorithmRoutes()]);
    const editor = await openTrueWind();
    fireEvent.click(await within(editor).findByRole('button', { name: 'Run' }));
    expect(await within(editor).findByText('The script raised an error')).toBeTruthy();
    expect(within(editor).getByText('ZeroDivisionError: division by zero')).toBeTruthy();
    answer = { status: 422, body: errorBody('BUSINESS_RULE', 'Keel cannot run JAVA algorithms: only PYTHON runs here.') };
    fireEvent.click(within(editor).getByRole('button', { name: 'Run' }));
    expect(await within(editor).findByText('Keel cannot run JAVA algorithms: only PYTHON runs here.')).toBeTruthy();
  });
});
