/**
 * Checks of a body beyond its kind's JSON Schema, run on every write with translated messages: a screen's renderer is
 * one of the catalogue's and its config is what that renderer reads (descriptors/lib/screens/screen-renderers.ts).
 */
import type { DescriptorKind } from '../../../descriptors/kinds/index.js';
import { isScreenRendererId, screenRendererIds, screenRenderers } from '../../../descriptors/lib/screens/screen-renderers.js';
import type { FieldError } from '../../http/errors.js';
import { translate, type Language } from '../../http/i18n.js';
import { jsonSchemaErrors } from '../../http/json-schema-errors.js';

type KindCheck = (body: Record<string, unknown>, base: string, language: Language) => FieldError[];

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A screen's renderer and config; a renderer or config of the wrong type is left to the kind's schema, which names it. */
const screenProblems: KindCheck = (body, base, language) => {
  const { renderer, config = {} } = body;
  if (typeof renderer !== 'string' || !renderer) return [];
  if (!isScreenRendererId(renderer)) {
    return [{ path: `${base}/renderer`, code: 'unknown', message: translate(language, 'descriptors.unknownRenderer', { renderer, known: screenRendererIds.join(', ') }) }];
  }
  if (!isPlainObject(config)) return [];
  // a copy: the shared validator fills in defaults, and what is stored is what was sent
  return jsonSchemaErrors(`screen-config:${renderer}`, screenRenderers[renderer].config, structuredClone(config), `${base}/config`, language);
};

const kindChecks: Partial<Record<DescriptorKind, KindCheck>> = { screen: screenProblems };

/** The problems of a body (already valid against its kind's schema or not) that its kind's schema cannot see, each at `base` + its pointer. */
export function kindCheckProblems(kind: DescriptorKind, body: Record<string, unknown>, base: string, language: Language): FieldError[] {
  return kindChecks[kind]?.(body, base, language) ?? [];
}
