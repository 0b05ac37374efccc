/**
 * Finding a record in a reference picker by more than its label: a port by its name, its UN/LOCODE or its name in
 * another language, a fuel by its category code. Every word typed must occur; options whose label starts with the
 * text come first. A keyed option shows its code beside the label, so the user sees what is stored.
 */
import { Group, Text, type ComboboxItem, type ComboboxLikeRenderOptionInput, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import type { ReferenceOption } from './reference-options.js';

const isItem = (item: ComboboxParsedItem): item is ComboboxItem => 'value' in item;
const fold = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** The text an option is found by: its label, its stored code when the field stores one, and its extra search text. */
export function searchTextOf(option: ReferenceOption, isKeyed: boolean): string {
  return fold([option.label, isKeyed ? option.value : '', option.search ?? ''].join(' '));
}

/** A Mantine options filter over label, code and search text. */
export function referenceFilter(isKeyed: boolean): OptionsFilter {
  return ({ options, search, limit }) => {
    const words = fold(search).split(/\s+/).filter(Boolean);
    const items = options.filter(isItem);
    if (!words.length) return items.slice(0, limit);
    const found = items.filter((option) => {
      const text = searchTextOf(option as ReferenceOption, isKeyed);
      return words.every((word) => text.includes(word));
    });
    const first = words.join(' ');
    const startsWith = (option: ComboboxItem) => fold(option.label).startsWith(first) || (isKeyed && fold(option.value).startsWith(first));
    return [...found.filter(startsWith), ...found.filter((o) => !startsWith(o))].slice(0, limit);
  };
}

/** An option as its label with the stored code beside it (when the label does not already show it). */
export function renderReferenceOption({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) {
  const showsCode = option.value !== option.label && !option.label.includes(option.value);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <Text size="sm" span>{option.label}</Text>
      {/* Seen beside the name; the option is still announced by its name alone, as it reads once chosen. */}
      {showsCode && <Text size="xs" c="dimmed" ff="monospace" span aria-hidden>{option.value}</Text>}
    </Group>
  );
}
