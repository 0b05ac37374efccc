/**
 * The algorithm as the editor holds it while it is edited, and the two ways back to the wire: the body (what a test
 * run sends as `algorithm`) and the request of a save (`{ code, disabled, ...body }`, DescriptorWrite).
 */
import type { AlgorithmBody } from '../../descriptors/kinds/algorithm/algorithm.schema.js';
import type { AlgorithmAnswer } from '../../descriptors/lib/algorithms/algorithm-answers.js';
import type {
  AlgorithmFamily, AlgorithmLanguage, ArtifactRequirement, InputRule,
} from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';

export interface RequiredTagDraft {
  tag: string;
  rule: InputRule;
  /** Only read for the rule DEFAULT; '' while the input is empty. */
  defaultValue: number | '';
}

export interface RequiredArtifactDraft {
  artifactDescriptor: string;
  requirement: ArtifactRequirement;
}

export interface AlgorithmDraft {
  code: string;
  disabled: boolean;
  description: { en: string; ru: string };
  language: AlgorithmLanguage;
  sourceCode: string;
  algorithmFamily: AlgorithmFamily;
  clusterId: string;
  intervalMinutes: number | '';
  continuous: boolean;
  tagsRequiredByScript: RequiredTagDraft[];
  outputTags: string[];
  artifactsRequired: RequiredArtifactDraft[];
}

/** What a save sends as `requestValue` (the version is added for an update). */
export type AlgorithmRequest = AlgorithmBody & { code: string; disabled: boolean };

export const defaultIntervalMinutes = 10;

const starterScript = `import keel

# keel.inputs[tag] is a list of [epoch ms, value] pairs, one per bucket of the common time grid.
# keel.output(tag, t, value) writes a point of an output tag.
`;

export function newDraft(): AlgorithmDraft {
  return {
    code: '', disabled: false, description: { en: '', ru: '' }, language: 'PYTHON', sourceCode: starterScript,
    algorithmFamily: 'OTHER', clusterId: 'SHIP', intervalMinutes: defaultIntervalMinutes, continuous: true,
    tagsRequiredByScript: [], outputTags: [], artifactsRequired: [],
  };
}

export function draftOf(algorithm: AlgorithmAnswer): AlgorithmDraft {
  const { description } = algorithm;
  return {
    code: algorithm.code,
    disabled: algorithm.disabled,
    // A description stored as one string (an i18n key or plain text) is shown in both languages.
    description: typeof description === 'string' ? { en: description, ru: description } : { en: description.en, ru: description.ru ?? '' },
    language: algorithm.script.language,
    sourceCode: algorithm.script.sourceCode,
    algorithmFamily: algorithm.algorithmFamily,
    clusterId: algorithm.clusterId,
    intervalMinutes: algorithm.intervalMinutes ?? defaultIntervalMinutes,
    continuous: algorithm.continuous ?? true,
    tagsRequiredByScript: algorithm.tagsRequiredByScript.map((t) => ({ tag: t.tag, rule: t.rule, defaultValue: t.defaultValue ?? '' })),
    outputTags: [...algorithm.outputTags],
    artifactsRequired: (algorithm.artifactsRequired ?? []).map((a) => ({ ...a })),
  };
}

/** The keel:algorithm body of a draft; empty optional inputs are left out so the server names what is missing. */
export function bodyOf(draft: AlgorithmDraft): AlgorithmBody {
  const { en, ru } = draft.description;
  return {
    description: ru.trim() ? { en, ru } : { en },
    script: { language: draft.language, sourceCode: draft.sourceCode },
    algorithmFamily: draft.algorithmFamily,
    clusterId: draft.clusterId,
    tagsRequiredByScript: draft.tagsRequiredByScript.map(({ tag, rule, defaultValue }) => (
      rule === 'DEFAULT' && defaultValue !== '' ? { tag, rule, defaultValue } : { tag, rule })),
    outputTags: draft.outputTags,
    artifactsRequired: draft.artifactsRequired,
    ...(draft.intervalMinutes === '' ? {} : { intervalMinutes: draft.intervalMinutes }),
    continuous: draft.continuous,
  };
}

export function requestOf(draft: AlgorithmDraft): AlgorithmRequest {
  return { code: draft.code.trim(), disabled: draft.disabled, ...bodyOf(draft) };
}
