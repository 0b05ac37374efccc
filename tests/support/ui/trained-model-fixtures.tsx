/** Test support for the trained-model screens: models, the descriptors they need, a scripted server and a signed-in user. */
import type { ReactNode } from 'react';
import type { AlgorithmAnswer, ArtifactContainerAnswer, ArtifactDescriptorAnswer } from '../../../runtime/renderers/algorithms/artifact-containers-api.js';
import type { SessionUser, ShellData } from '../../../runtime/shell/boot.js';
import { ShellDataContext } from '../../../runtime/shell/ShellDataContext.js';
import type { Language } from '../../../runtime/shell/language.js';
import { fakeServer, on, renderWithShell, type Route } from './fake-server.js';

export const nordicOre = '0b6f0c3e-2a5c-4d1e-9a51-000000000001';
export const balticAmber = '0b6f0c3e-2a5c-4d1e-9a51-000000000002';
export const arcticTern = '0b6f0c3e-2a5c-4d1e-9a51-000000000003';

export const shipOptions = [
  { label: 'Nordic Ore', value: nordicOre }, { label: 'Baltic Amber', value: balticAmber }, { label: 'Arctic Tern', value: arcticTern },
];

export const speedPowerReference = {
  code: 'SPEED_POWER_REFERENCE', version: 1, system: true, disabled: false, creationDateTime: '2026-11-01T00:00:00.000Z', firstUsage: null,
  description: { en: 'Speed–power reference', ru: 'Эталон скорость–мощность' }, artifactType: 'SPEED_POWER', regressionFamily: 'RANDOM_FOREST',
  language: 'PYTHON', targetTag: 'STW',
} as ArtifactDescriptorAnswer;

export const speedLoss = {
  code: 'SPEED_LOSS', version: 1, system: true, disabled: false, creationDateTime: '2026-11-01T00:00:00.000Z', firstUsage: null,
  description: { en: 'Speed loss', ru: 'Потеря скорости' }, script: { language: 'PYTHON', sourceCode: 'import keel' }, algorithmFamily: 'RANDOM_FOREST',
  artifactsRequired: [{ artifactDescriptor: 'SPEED_POWER_REFERENCE', requirement: 'MANDATORY' }], clusterId: 'SHIP',
  tagsRequiredByScript: [{ tag: 'SHAFT_POWER', rule: 'MANDATORY' }, { tag: 'DRAFT_FWD', rule: 'LAST_VALUE' }, { tag: 'DRAFT_AFT', rule: 'LAST_VALUE' }, { tag: 'STW', rule: 'MANDATORY' }],
  outputTags: ['SPEED_LOSS'],
} as AlgorithmAnswer;

export function model(id: string, overrides: Partial<ArtifactContainerAnswer> = {}): ArtifactContainerAnswer {
  return {
    id, version: 1, unitId: nordicOre, unit: { code: 'NORDIC_ORE', name: 'Nordic Ore' }, algorithm: 'SPEED_LOSS', artifactDescriptor: 'SPEED_POWER_REFERENCE',
    description: `Model ${id}`, referringTags: ['SHAFT_POWER', 'DRAFT_FWD', 'DRAFT_AFT'], lineToSkip: 0,
    trainedSetData: {
      trainingPeriodStart: '2026-11-01T00:00:00.000Z', trainingPeriodEnd: '2026-11-15T00:00:00.000Z', trainingSet: 'TRAINED_SET', targetArtifact: 'STW',
      scores: [{ score: 'R2', train: 0.9876, test: 0.9512 }, { score: 'RMSE', train: 0.1234, test: 0.2468 }], rows: { train: 1600, test: 400 },
    },
    contentId: `content-${id}`, contentBytes: 20480, creationDateTime: '2026-11-15T08:00:00.000Z', createdBy: 'analyst', additionalKey: null, currentModel: false,
    ...overrides,
  } as ArtifactContainerAnswer;
}

/** The reads every trained-model screen makes: ships, artifact descriptors, trainable algorithms and a search answering `models`. */
export function modelServer(models: ArtifactContainerAnswer[], ...routes: Route[]) {
  return fakeServer(
    ...routes,
    on('GET', '/common/list/units', { body: shipOptions }),
    on('GET', '/artifact-descriptor/retrieveAllFiltered', { body: [speedPowerReference] }),
    on('GET', '/algorithm-descriptor/retrieveAllFiltered', { body: [speedLoss] }),
    on('POST', '/artifact-container/search', { body: { content: models, totalElements: models.length } }),
  );
}

export const analyst: SessionUser['functions'] = { ALGORITHMS: 'MANAGEMENT' };
export const reader: SessionUser['functions'] = { ALGORITHMS: 'VIEW' };

/** Renders a screen for a signed-in user holding `functions`. */
export function renderAs(ui: ReactNode, functions: SessionUser['functions'], language: Language = 'en') {
  const shell: ShellData = {
    user: { username: 'analyst', displayName: 'Analyst', userType: 'USER', functions, customHomePath: null, languageCode: null },
    modules: [], menu: [], screens: [], unit: { installation: 'SHORE', unitCode: null }, logos: {}, sso: false, viaSso: false,
  };
  return renderWithShell(<ShellDataContext.Provider value={shell}>{ui}</ShellDataContext.Provider>, language);
}
