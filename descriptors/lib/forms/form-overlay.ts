/**
 * Per-shipowner form customisation (issue 18): overlays of changes laid over a system form for a scope — a shipowner,
 * a fleet (unit group) or a ship — without copying it, so updates of the base form still flow through. The form for a
 * ship is the base with the overlays that reach the ship applied broadest first (shipowner, then fleet, then ship;
 * within a level by code), each change after the one before. A change whose field the base no longer has is skipped
 * and reported, never fatal: an entry must always find a form.
 */
import type { FormBody } from '../../kinds/form/form.schema.js';
import { formOverlaySchema, type FormOverlayBody } from '../../kinds/form-overlay/form-overlay.schema.js';

/** How wide an overlay reaches, broadest first: the order overlays are applied in. */
export const overlayLevels = formOverlaySchema.properties.level.enum;
export type OverlayLevel = FormOverlayBody['level'];
export type FormChange = FormOverlayBody['changes'][number];
export type FieldPlace = NonNullable<Extract<FormChange, { op: 'move' }>['place']>;

/** An overlay as stored: its code, whether it is disabled, and its body. */
export type FormOverlay = FormOverlayBody & { code: string; disabled?: boolean };

/** What a ship belongs to, for finding the overlays that reach it. */
export interface ShipScope {
  shipId: string;
  shipowner?: string;
  fleets: readonly string[];
}

export interface OverlayProblem {
  overlay: string;
  change: number;
  field: string;
  reason: 'noField' | 'fieldExists' | 'noParent' | 'noSibling';
}

export interface ResolvedForm {
  form: FormBody;
  /** The overlays applied, in order. */
  applied: string[];
  problems: OverlayProblem[];
}

type Node = Record<string, unknown>;

const changeableLimits = ['minimum', 'maximum', 'minLength', 'maxLength', 'default'] as const;

/** The overlays of `form` that reach the ship, in the order they apply. */
export function overlaysFor(form: string, ship: ShipScope, overlays: readonly FormOverlay[]): FormOverlay[] {
  const reaches = (o: FormOverlay) => {
    if (o.level === 'SHIPOWNER') return ship.shipowner !== undefined && o.targets.includes(ship.shipowner);
    if (o.level === 'FLEET') return ship.fleets.some((fleet) => o.targets.includes(fleet));
    return o.targets.includes(ship.shipId);
  };
  return overlays
    .filter((o) => o.form === form && !o.disabled && reaches(o))
    .sort((a, b) => overlayLevels.indexOf(a.level) - overlayLevels.indexOf(b.level) || a.code.localeCompare(b.code));
}

/** The base form with the overlays that reach the ship; the base itself is not changed. */
export function resolveForm(base: FormBody, formCode: string, ship: ShipScope, overlays: readonly FormOverlay[]): ResolvedForm {
  return applyOverlays(base, overlaysFor(formCode, ship, overlays));
}

/** The base form with the overlays applied in the order given. */
export function applyOverlays(base: FormBody, overlays: readonly FormOverlay[]): ResolvedForm {
  const form = structuredClone(base) as FormBody & { uiSchema: Node };
  form.uiSchema ??= {};
  const problems: OverlayProblem[] = [];
  for (const overlay of overlays) {
    overlay.changes.forEach((change, index) => {
      const reason = applyChange(form, change);
      if (reason) problems.push({ overlay: overlay.code, change: index, field: change.field, reason });
    });
  }
  return { form, applied: overlays.map((o) => o.code), problems };
}

/** The object schema holding a field, its uiSchema node, and the field's own key. */
function locate(form: FormBody & { uiSchema: Node }, path: string) {
  const keys = path.split('.');
  const key = keys.pop()!;
  let schema = form.schema as Node;
  let ui = form.uiSchema;
  for (const part of keys) {
    const child = (schema.properties as Node | undefined)?.[part] as Node | undefined;
    if (!child || child.type !== 'object') return undefined;
    schema = child;
    ui = (ui[part] ??= {}) as Node;
  }
  schema.properties ??= {};
  return { parent: schema as Node & { properties: Node; required?: string[] }, parentUi: ui, key };
}

function applyChange(form: FormBody & { uiSchema: Node }, change: FormChange): OverlayProblem['reason'] | undefined {
  const at = locate(form, change.field);
  if (!at) return 'noParent';
  const { parent, parentUi, key } = at;
  const exists = Object.hasOwn(parent.properties, key);
  if (change.op === 'add') {
    if (exists) return 'fieldExists';
    parent.properties[key] = structuredClone(change.schema);
    if (change.ui) parentUi[key] = structuredClone(change.ui);
    setRequired(parent, key, change.required ?? false);
    return place(parent, parentUi, key, change.place);
  }
  if (!exists) return 'noField';
  const field = parent.properties[key] as Node;
  const fieldUi = (parentUi[key] ??= {}) as Node;
  if (change.op === 'hide') {
    fieldUi['ui:widget'] = 'hidden';
    setRequired(parent, key, false);
  } else if (change.op === 'change') {
    if (change.title !== undefined) fieldUi['ui:title'] = change.title;
    if (change.help !== undefined) fieldUi['ui:help'] = change.help;
    if (change.required !== undefined) setRequired(parent, key, change.required);
    for (const limit of changeableLimits) if (change[limit] !== undefined) field[limit] = change[limit];
  } else {
    return place(parent, parentUi, key, change.place);
  }
  return undefined;
}

function setRequired(parent: { required?: string[] }, key: string, required: boolean) {
  const list = (parent.required ?? []).filter((k) => k !== key);
  if (required) list.push(key);
  if (list.length || parent.required) parent.required = list;
}

/** Puts `key` at its place in the parent's `ui:order` (made from the properties' order when the form has none). */
function place(parent: { properties: Node }, parentUi: Node, key: string, where: FieldPlace | undefined): OverlayProblem['reason'] | undefined {
  if (!where) {
    if (Array.isArray(parentUi['ui:order']) && !(parentUi['ui:order'] as string[]).includes(key)) insertBeforeWildcard(parentUi['ui:order'] as string[], key);
    return undefined;
  }
  const order = (Array.isArray(parentUi['ui:order']) ? [...parentUi['ui:order'] as string[]] : Object.keys(parent.properties)).filter((k) => k !== key);
  if ('first' in where) order.unshift(key);
  else {
    const sibling = order.indexOf(where.after);
    if (sibling === -1 || !Object.hasOwn(parent.properties, where.after)) return 'noSibling';
    order.splice(sibling + 1, 0, key);
  }
  parentUi['ui:order'] = order;
  return undefined;
}

/** A field added to an explicit order goes before its `*` (the rest), else at the end. */
function insertBeforeWildcard(order: string[], key: string) {
  const rest = order.indexOf('*');
  if (rest === -1) order.push(key);
  else order.splice(rest, 0, key);
}
