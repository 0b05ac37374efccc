/** The printouts the user may run, each with its description; a search above them once there are many. */
import { Loader, NavLink, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import type { PrintoutSummary } from './printout-api.js';
import classes from './printouts.module.css';

/** More printouts than this get a search field. */
export const searchFrom = 8;

export interface PrintoutListProps {
  printouts: readonly PrintoutSummary[];
  isLoading: boolean;
  chosen: string | null;
  onChoose(code: string): void;
}

export function PrintoutList({ printouts, isLoading, chosen, onChoose }: PrintoutListProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const text = (value: PrintoutSummary['title'] | undefined) => resolveText(value, i18n.language, (key) => t(key));
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? printouts.filter((p) => [p.code, text(p.title), text(p.description)].some((s) => s.toLocaleLowerCase().includes(needle)))
    : printouts;

  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('printoutReporting.list')}>
      <Stack gap="xs">
        {printouts.length > searchFrom && (
          <TextInput
            type="search" aria-label={t('printoutReporting.search')} placeholder={t('printoutReporting.search')}
            leftSection={<Icon name="list" size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)}
          />
        )}
        {isLoading && <Loader size="sm" aria-label={t('printoutReporting.loading')} />}
        <ScrollArea.Autosize className={classes.list} type="auto">
          {shown.map((p) => (
            <NavLink
              key={p.code} component="button" type="button" active={p.code === chosen} aria-current={p.code === chosen ? 'true' : undefined}
              label={text(p.title)} description={p.description ? text(p.description) : undefined}
              leftSection={<Icon name="printer" size={16} />} onClick={() => onChoose(p.code)}
            />
          ))}
        </ScrollArea.Autosize>
        {!isLoading && needle !== '' && !shown.length && <Text size="sm" c="dimmed">{t('printoutReporting.nothingFound')}</Text>}
      </Stack>
    </Paper>
  );
}
