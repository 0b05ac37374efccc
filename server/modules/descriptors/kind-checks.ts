/**
 * Checks of a body beyond its kind's JSON Schema, run on every write: a screen's renderer is
 * one of the catalogue's and its config is what that renderer reads (descriptors/lib/screens/screen-renderers.ts).
 */
import type { DescriptorKind } from '../../../descriptors/kinds/index.js';
import { isScreenRendererId, screenRendererIds, screenRenderers } from '../../../descriptors/lib/screens/screen-renderers.js';
import type { FieldError } from '../../errors/keel-error.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';

type KindCheck = (body: Record<string, unknown>, base: string) => FieldError[];

/** A screen's renderer and config; a renderer or config of the wrong type is left to the kind's schema, which names it. */
const screenProblems: KindCheck = (body, base) => {
  const { renderer, config = {} } = body;
  if (typeof renderer !== 'string' || !renderer) return [];
  if (!isScreenRendererId(renderer)) {
    return [{ path: `${base}/renderer`, code: 'unknown', messageKey: 'descriptors.unknownRenderer', params: { renderer, known: screenRendererIds.join(', ') } }];
  }
  if (!isJsonObject(config)) return [];
  // a copy: the shared validator fills in defaults, and what is stored is what was sent
  return jsonSchemaErrors(`screen-config:${renderer}`, screenRenderers[renderer].config, structuredClone(config), `${base}/config`);
};

const kindChecks: Partial<Record<DescriptorKind, KindCheck>> = { screen: screenProblems };

/** The problems of a body (already valid against its kind's schema or not) that its kind's schema cannot see, each at `base` + its pointer. */
export function kindCheckProblems(kind: DescriptorKind, body: Record<string, unknown>, base: string): FieldError[] {
  return kindChecks[kind]?.(body, base) ?? [];
}
