/** Test support for the algorithm editor: algorithms and test runs as the API answers them, and the screen inside the shell with a text area for Monaco. */
import type { ReactNode } from 'react';
import type { AlgorithmAnswer, TestRunAnswer } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { FunctionLevel } from '../../../descriptors/lib/access.js';
import { AlgorithmScreen } from '../../../designer/algorithms/AlgorithmScreen.js';
import type { ScriptEditorProps } from '../../../designer/algorithms/script-editor.js';
import type { ShellData } from '../../../runtime/shell/boot.js';
import { ShellDataContext } from '../../../runtime/shell/ShellDataContext.js';
import { fakeServer, on, renderWithShell, type Route } from './fake-server.js';

export const trueWind: AlgorithmAnswer = {
  code: 'TRUE_WIND', version: 2, system: true, disabled: false, creationDateTime: '2026-11-20T10:00:00.000Z', firstUsage: null,
  description: { en: 'True wind over ground', ru: 'Истинный ветер относительно грунта' },
  script: { language: 'PYTHON', sourceCode: 'import keel\nprint("hello")\n' },
  algorithmFamily: 'OTHER', clusterId: 'SHIP',
  tagsRequiredByScript: [{ tag: 'WIND_SPEED_REL', rule: 'MANDATORY' }, { tag: 'SOG', rule: 'DEFAULT', defaultValue: 0 }],
  outputTags: ['WIND_SPEED_TRUE_CALC', 'WIND_DIR_TRUE_CALC'], intervalMinutes: 1, continuous: true,
};

export const speedLoss: AlgorithmAnswer = {
  code: 'SPEED_LOSS', version: 1, system: false, disabled: true, creationDateTime: '2026-11-21T10:00:00.000Z', firstUsage: null,
  description: { en: 'Speed loss against the reference', ru: 'Потеря скорости относительно эталона' },
  script: { language: 'PYTHON', sourceCode: 'import keel\n' },
  algorithmFamily: 'RANDOM_FOREST', clusterId: 'SHIP',
  tagsRequiredByScript: [{ tag: 'STW', rule: 'MANDATORY' }], outputTags: ['SPEED_LOSS'],
  artifactsRequired: [{ artifactDescriptor: 'SPEED_POWER_REFERENCE', requirement: 'MANDATORY' }],
};

export const nordicOre = { label: 'Nordic Ore', value: '22222222-2222-4222-8222-222222222222' };

export function testRunAnswer(overrides: Partial<TestRunAnswer> = {}): TestRunAnswer {
  return {
    ok: true, failure: null, error: null, stdout: 'hello from the script\n', stderr: '', truncated: false, ms: 1234, rows: 360,
    inputs: [], outputs: [{ tag: 'WIND_SPEED_TRUE_CALC', points: [[1_764_200_000_000, 12.5], [1_764_200_060_000, 12.7]] }], ignored: 3,
    ...overrides,
  };
}

/** The calls every screen makes: the algorithms and the pickers' lists. */
export function algorithmRoutes(algorithms: AlgorithmAnswer[] = [trueWind, speedLoss]): Route[] {
  return [
    on('GET', '/algorithm-descriptor', { body: algorithms }),
    on('GET', '/artifact-descriptor/retrieveAllFiltered', { body: [] }),
    on('GET', '/descriptors/cluster', { body: [{ kind: 'cluster', code: 'SHIP', disabled: false }] }),
    on('POST', '/measures/search', { body: { items: [], total: 0, page: 1, size: 500 } }),
    on('GET', '/common/list/units', { body: [nordicOre] }),
  ];
}

function TextAreaScriptEditor({ value, label, isReadOnly, onChange }: ScriptEditorProps) {
  return <textarea aria-label={label} value={value} readOnly={isReadOnly} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** Renders the screen for a signed-in user with these functions (ALGORITHMS at MANAGEMENT when none are given). */
export function renderAlgorithmScreen(routes: Route[], functions: Record<string, FunctionLevel> = { ALGORITHMS: 'MANAGEMENT' }) {
  const server = fakeServer(...routes);
  const shell = {
    unit: { installation: 'SHORE', unitCode: null, configurationEditable: true },
    user: { username: 'engineer', displayName: 'Engineer', userType: 'USER', functions, customHomePath: null, languageCode: null },
    screens: [],
  } as unknown as ShellData;
  const screen: ReactNode = <AlgorithmScreen client={server.client} screenTitle="menu.algorithms.algorithmDescriptors" ScriptEditor={TextAreaScriptEditor} />;
  renderWithShell(<ShellDataContext.Provider value={shell}>{screen}</ShellDataContext.Provider>);
  return server;
}
