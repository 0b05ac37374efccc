/** What a screen descriptor's config says to the descriptor-crud renderer: the kind, its list columns, its filter. */
import { isDescriptorKind } from '../../../descriptors/kinds/index.js';
import type { ScreenConfig } from '../../../descriptors/lib/screens/screen-renderers.js';
import type { LocalText } from '../../../descriptors/lib/text.js';

/** A list column, as the renderer's config schema declares it (descriptors/lib/screens/screen-renderers.ts). */
export type DescriptorColumn = NonNullable<ScreenConfig<'descriptor-crud'>['columns']>[number];

/** The renderer's config with its columns settled (none configured: just the code). */
export type DescriptorCrudConfig = ScreenConfig<'descriptor-crud'> & { columns: DescriptorColumn[] };

const isText = (value: unknown): value is LocalText =>
  (typeof value === 'string' && value !== '') || (typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string');
const isName = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The config when it names a known kind; columns that name no field are dropped, none at all means just the code. */
export function descriptorCrudConfigOf(config: Record<string, unknown> | undefined): DescriptorCrudConfig | undefined {
  const kind = config?.kind;
  if (typeof kind !== 'string' || !isDescriptorKind(kind)) return undefined;
  const raw = Array.isArray(config?.columns) ? (config.columns as unknown[]) : [];
  const columns = raw.filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null && isName((c as { field?: unknown }).field))
    .map((c) => ({ field: (c.field as string).trim().replace(/^\$\./, ''), title: isText(c.title) ? c.title : undefined }));
  return {
    kind,
    columns: columns.length ? columns : [{ field: 'code' }],
    filterField: isName(config?.filterField) ? config.filterField.trim() : undefined,
    codeField: isName(config?.codeField) ? config.codeField.trim() : undefined,
  };
}
