/** How the tag pickers offer tags: found by code or description, shown as the code with the description and unit beneath. */
import { Stack, Text } from '@mantine/core';
import type { ComboboxGenericItem, ComboboxLikeRenderOptionInput, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { TagOption } from './use-editor-options.js';

const shownOptions = 60;

export function tagPickerProps(tags: readonly TagOption[]) {
  const byCode = new Map(tags.map((t) => [t.tag, t]));
  const filter: OptionsFilter = ({ options, search }) => {
    const needle = search.trim().toLowerCase();
    return (options as ComboboxParsedItem[]).filter((option) => {
      if (!('value' in option)) return false;
      const tag = byCode.get(option.value);
      return !needle || option.value.toLowerCase().includes(needle) || Boolean(tag?.description.toLowerCase().includes(needle));
    }).slice(0, shownOptions);
  };
  const renderOption = ({ option }: ComboboxLikeRenderOptionInput<ComboboxGenericItem>) => {
    const tag = byCode.get(option.value);
    return (
      <Stack gap={0}>
        <Text size="sm" ff="monospace">{option.value}</Text>
        {tag && <Text size="xs" c="dimmed">{tag.description}{tag.measureUnit ? ` · ${tag.measureUnit}` : ''}</Text>}
      </Stack>
    );
  };
  return { data: tags.map((t) => t.tag), filter, renderOption, limit: shownOptions };
}
