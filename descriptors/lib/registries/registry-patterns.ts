/**
 * What a registry page's element shows (docs/forms.md "Registries"): its patterns are globs over tag codes (and
 * optionally grouping keys) or over REGISTRY form codes; its enableCondition is JSONata over the ship's data. Pure,
 * shared by the server (which resolves a page for a ship) and the runtime (which follows matching live values).
 */
import type { RegistryPageBody } from '../../kinds/registry-page/registry-page.schema.js';
import { compileExpression, type CompiledExpression } from '../expression.js';

export type RegistryElement = RegistryPageBody['elements'][number];
export type RegistryPattern = RegistryElement['patterns'][number];
export type TagPattern = Extract<RegistryPattern, { tag: string }>;

/** The default seconds between rereads of a live element. */
export const defaultLiveExtractionPeriod = 60;

const compiledGlobs = new Map<string, RegExp>();

/** Whether `text` matches `glob` (`*` any run of characters, everything else literal, case-sensitive). */
export function matchesGlob(glob: string, text: string): boolean {
  let pattern = compiledGlobs.get(glob);
  if (!pattern) {
    pattern = new RegExp(`^${glob.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    compiledGlobs.set(glob, pattern);
  }
  return pattern.test(text);
}

export const tagPatternsOf = (element: RegistryElement): TagPattern[] =>
  element.patterns.filter((p): p is TagPattern => 'tag' in p);

export const formPatternsOf = (element: RegistryElement): string[] =>
  element.patterns.flatMap((p) => ('form' in p ? [p.form] : []));

/** Whether a series (grouping key and tag) is one of the element's. */
export function matchesTagPatterns(patterns: readonly TagPattern[], series: { groupingKey: string; tag: string }): boolean {
  return patterns.some((p) => matchesGlob(p.tag, series.tag) && (!p.groupingKey || matchesGlob(p.groupingKey, series.groupingKey)));
}

/** The form codes among `codes` the element's form patterns match, in the order given. */
export function matchingForms(element: RegistryElement, codes: readonly string[]): string[] {
  const globs = formPatternsOf(element);
  return codes.filter((code) => globs.some((glob) => matchesGlob(glob, code)));
}

/** What an enableCondition reads: the ship and the latest value of each of its tags the page's elements show. */
export interface EnableInput {
  ship: { code: string; name: string; imoNumber: string | null; particulars: Record<string, unknown> };
  tags: Record<string, number | string | null>;
}

export type EnableOutcome = { enabled: boolean; problem?: string };

const compiledConditions = new Map<string, CompiledExpression>();

/** Whether the element shows for a ship: no condition, or a condition that yields true. A failing one hides it and says why. */
export async function evaluateEnableCondition(element: RegistryElement, input: EnableInput): Promise<EnableOutcome> {
  const source = element.enableCondition;
  if (!source) return { enabled: true };
  try {
    let expression = compiledConditions.get(source);
    if (!expression) {
      expression = compileExpression(source);
      compiledConditions.set(source, expression);
    }
    return { enabled: (await expression.evaluate(input)) === true };
  } catch (error) {
    return { enabled: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
