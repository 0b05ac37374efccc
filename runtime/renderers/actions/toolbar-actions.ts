/** A screen descriptor's `config.toolbarActions`: buttons that open a component of the screen-action registry. */
import type { ScreenConfig } from '../../../descriptors/lib/screens/screen-renderers.js';
import type { LocalText } from '../../../descriptors/lib/text.js';

/** One toolbar action, as the crud renderer's config schema declares it (descriptors/lib/screens/screen-renderers.ts). */
export type ToolbarAction = NonNullable<ScreenConfig<'crud'>['toolbarActions']>[number];

const isLabel = (value: unknown): value is LocalText =>
  (typeof value === 'string' && value !== '') || (typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string');

/** The well-formed toolbar actions of a screen config (validated on save; this guards rows stored before). */
export function toolbarActionsOf(config: Record<string, unknown> | undefined): ToolbarAction[] {
  const raw = config?.toolbarActions;
  if (!Array.isArray(raw)) return [];
  return raw.filter((a): a is ToolbarAction => typeof a === 'object' && a !== null
    && typeof (a as ToolbarAction).id === 'string' && typeof (a as ToolbarAction).component === 'string' && isLabel((a as ToolbarAction).label));
}
