/**
 * The left column: the kind, a search, "New", and the descriptors of the kind with badges for built-in,
 * overridden and disabled ones. Arrow keys move between descriptors; Enter or Space opens one.
 */
import { Badge, Button, Group, Loader, ScrollArea, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../descriptors/lib/text.js';
import { summaryTitle, type DescriptorSummary } from '../../runtime/api/descriptor-api.js';
import { DesignerIcon } from '../DesignerIcon.js';
import { matchesSearch } from '../lib/filter-descriptors.js';
import classes from '../designer.module.css';

export interface DescriptorListProps {
  kinds: readonly string[];
  kind: string;
  kindLabel(kind: string): string;
  onKindChange(kind: string): void;
  descriptors: readonly DescriptorSummary[] | undefined;
  isLoading: boolean;
  error?: string;
  selectedCode?: string;
  onSelect(code: string): void;
  onNew(): void;
}

export function DescriptorList(props: DescriptorListProps) {
  const { kinds, kind, kindLabel, onKindChange, descriptors, isLoading, error, selectedCode, onSelect, onNew } = props;
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => {
    const titleOf = (summary: DescriptorSummary) => {
      const title = summaryTitle(summary);
      return title ? resolveText(title, i18n.language, (key) => (i18n.exists(key) ? t(key) : key)) : '';
    };
    return (descriptors ?? []).map((d) => ({ summary: d, title: titleOf(d) })).filter(({ summary, title }) => matchesSearch(summary, title, search));
  }, [descriptors, search, i18n, t]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-descriptor-item]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = items[Math.min(Math.max(index + (event.key === 'ArrowDown' ? 1 : -1), 0), items.length - 1)];
    if (next) { event.preventDefault(); next.focus(); }
  };

  return (
    <Stack gap="sm" className={classes.sidebar}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Select
          flex={1} label={t('designer.kind')} data={kinds.map((k) => ({ value: k, label: kindLabel(k) }))} value={kind}
          onChange={(value) => value && onKindChange(value)} allowDeselect={false} checkIconPosition="right"
        />
        <Button leftSection={<DesignerIcon name="plus" size={15} />} onClick={onNew} variant="light">{t('designer.list.new')}</Button>
      </Group>
      <TextInput
        placeholder={t('designer.list.search')} aria-label={t('designer.list.search')} value={search}
        onChange={(event) => setSearch(event.currentTarget.value)} leftSection={<DesignerIcon name="search" size={15} />}
      />
      <ScrollArea className={classes.listScroll} type="auto" offsetScrollbars>
        <div ref={listRef} role="list" aria-label={t('designer.list.label', { kind: kindLabel(kind) })} onKeyDown={moveFocus}>
          {isLoading && !descriptors && <Group justify="center" py="md"><Loader size="sm" aria-label={t('shell.loading')} /></Group>}
          {error && <Text size="sm" c="red" py="sm" role="alert">{error}</Text>}
          {descriptors && shown.length === 0 && (
            <Text size="sm" c="dimmed" py="sm" ta="center">{search ? t('designer.list.noMatch') : t('designer.list.empty')}</Text>
          )}
          {shown.map(({ summary, title }) => (
            <div role="listitem" key={summary.code}>
              <UnstyledButton
                data-descriptor-item className={classes.item} data-active={summary.code === selectedCode || undefined}
                aria-current={summary.code === selectedCode ? 'true' : undefined} onClick={() => onSelect(summary.code)}
              >
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm" ff="monospace" truncate fw={500}>{summary.code}</Text>
                  <Group gap={4} wrap="nowrap">
                    {summary.builtin && !summary.overridden && <Badge size="xs" variant="light" color="blue">{t('designer.badge.builtin')}</Badge>}
                    {summary.overridden && <Badge size="xs" variant="light" color="orange">{t('designer.badge.overridden')}</Badge>}
                    {summary.disabled && <Badge size="xs" variant="light" color="gray">{t('designer.badge.disabled')}</Badge>}
                  </Group>
                </Group>
                {title && <Text size="xs" c="dimmed" truncate>{title}</Text>}
              </UnstyledButton>
            </div>
          ))}
        </div>
      </ScrollArea>
      {descriptors && <Text size="xs" c="dimmed">{t('designer.list.count', { count: shown.length, total: descriptors.length })}</Text>}
    </Stack>
  );
}
