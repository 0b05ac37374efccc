/** A screen descriptor's `config.toolbarActions`: buttons that open a component of the screen-action registry. */
import type { FunctionLevel } from '../../../descriptors/lib/access.js';
import type { LocalText } from '../../../descriptors/lib/text.js';

export interface ToolbarAction {
  id: string;
  label: LocalText;
  /** the id of a screen-action registry entry */
  component: string;
  /** an icon of runtime/shell/Icon.tsx */
  icon?: string;
  /** hidden from users without these functions (the server checks again) */
  requiredFunctions?: Record<string, FunctionLevel>;
}

const isLabel = (value: unknown): value is LocalText =>
  (typeof value === 'string' && value !== '') || (typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string');

/** The well-formed toolbar actions of a screen config (the meta-schema validates stored descriptors; this guards the rest). */
export function toolbarActionsOf(config: Record<string, unknown> | undefined): ToolbarAction[] {
  const raw = config?.toolbarActions;
  if (!Array.isArray(raw)) return [];
  return raw.filter((a): a is ToolbarAction => typeof a === 'object' && a !== null
    && typeof (a as ToolbarAction).id === 'string' && typeof (a as ToolbarAction).component === 'string' && isLabel((a as ToolbarAction).label));
}
