/**
 * A page's filter panel (SPEC §4 "Filters"), opened and closed with its button. Without `detached` it reads the
 * filter definitions from GET /api/filters/config unless it is given them (a screen that needs them too) and fetches
 * grouping keys; a detached panel (a wallboard link page) is given the page's definitions and fetches nothing.
 * Changes apply after 500 ms of quiet when valid and different; Back returns to the previous applied set, Reset
 * returns one filter to its initial value, Cancel drops pending changes. A pinned filter (the ship of a ship dashboard)
 * is drawn beside the button, always in sight, and applies at once; a panel of pinned filters alone has no button.
 */
import { ActionIcon, Alert, Button, Collapse, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canGoBack, hasPendingChanges, isFilterChanged, isPanelValid } from '../../descriptors/lib/filters/filter-state.js';
import type { FilterDefinition, FilterValues } from '../../descriptors/lib/filters/filter-types.js';
import { choosePageFilters } from '../../descriptors/lib/filters/page-filters.js';
import type { ApiClient } from '../api/api-client.js';
import { Icon } from '../shell/Icon.js';
import { useLoadingStatus } from '../shell/use-loading-status.js';
import { filterControls } from './filter-controls.js';
import { filtersApi } from './filters-api.js';
import { useFilterPanel, type ApplyReason } from './use-filter-panel.js';

interface FilterPanelCommon {
  /** The analytics page's code. */
  pageId: string;
  /** The filter ids the page lists, in order; absent: every filter whose `pages` names the page (detached: every definition given). */
  filterIds?: readonly string[];
  /** The page's data cluster, for grouping keys. */
  cluster?: string;
  initial?: Partial<FilterValues>;
  onApply(values: FilterValues, reason: ApplyReason): void;
  defaultOpen?: boolean;
}

export type FilterPanelProps = FilterPanelCommon & (
  /** A client given to a detached panel is never used. */
  | { detached: true; definitions: readonly FilterDefinition[]; client?: ApiClient }
  /** Definitions given (already read from GET /filters/config) are not fetched again. */
  | { detached?: false; client: ApiClient; definitions?: readonly FilterDefinition[] }
);

export function FilterPanel(props: FilterPanelProps) {
  const { t } = useTranslation();
  const detached = props.detached === true;
  const client = props.client;
  const isGiven = props.definitions !== undefined;
  const config = useLoadingStatus(() => filtersApi(client!).readConfig(), { immediate: !isGiven });
  const all = isGiven ? props.definitions : config.value;
  // A detached panel shows the definitions it is given (the page's own), unless the page also lists ids.
  const chosen = useMemo(() => {
    if (!all) return undefined;
    return detached && !props.filterIds ? { definitions: [...all], missing: [] } : choosePageFilters(all, props.pageId, props.filterIds);
  }, [all, detached, props.pageId, props.filterIds]);

  const missing = chosen?.missing.join(', ');
  useEffect(() => {
    // SPEC §8: a missing page filter is logged (and shown in the panel).
    if (missing) console.warn(`Page ${props.pageId} lists filters that do not exist: ${missing}`);
  }, [missing, props.pageId]);

  if (!isGiven && config.status === 'Error') {
    return <Alert color="red" icon={<Icon name="alert" />}>{t('filters.panel.loadFailed', { message: config.error?.message ?? '' })}</Alert>;
  }
  if (!chosen) return <Group gap="xs"><Loader size="xs" /><Text size="sm">{t('filters.panel.loading')}</Text></Group>;
  const key = `${props.pageId}:${chosen.definitions.map((d) => `${d.id}/${d.type}`).join(',')}`;
  return <FilterPanelBody key={key} {...props} client={client} detached={detached} definitions={chosen.definitions} missing={chosen.missing} />;
}

interface BodyProps extends FilterPanelCommon {
  client?: ApiClient;
  detached: boolean;
  definitions: readonly FilterDefinition[];
  missing: readonly string[];
}

function FilterPanelBody({ pageId, cluster, initial, onApply, defaultOpen, client, detached, definitions, missing }: BodyProps) {
  const { t } = useTranslation();
  const panel = useFilterPanel({ pageId, definitions, initial, onApply });
  const { state } = panel;
  const [isOpen, setOpen] = useState(defaultOpen ?? false);
  const panelId = useId();
  const context = { client, detached, cluster, definitions: state.definitions, values: state.pending };
  const isPending = hasPendingChanges(state);

  useEffect(() => {
    // SPEC §8: a filter without a control is logged (and shown in place).
    for (const error of state.errors) console.warn(`Filter ${error.filterId} has an unknown type: ${error.type}`);
  }, [state.errors]);

  const isPinned = (definition: FilterDefinition) => {
    const known = state.definitions.find((d) => d.id === definition.id);
    return known !== undefined && filterControls.find(known.type)?.isPinned === true;
  };
  const pinned = definitions.filter(isPinned);
  const folded = definitions.filter((d) => !isPinned(d));
  // A pinned filter (a single pick, no Reset) applies at once, so its choice is remembered before a reload or a move away.
  const controlOf = (definition: FilterDefinition, withReset: boolean) => {
    const known = state.definitions.find((d) => d.id === definition.id);
    const entry = known && filterControls.find(known.type);
    if (!known || !entry) {
      return <Alert key={definition.id} color="red" icon={<Icon name="alert" />}>{t('filters.panel.unknownType', { type: definition.type })}</Alert>;
    }
    const problem = state.problems[known.id];
    return (
      <Group key={known.id} align="flex-end" gap={4} wrap="nowrap">
        <entry.Control
          definition={known} value={state.pending[known.id]} context={context}
          error={problem ? t(problem.key, problem.params ?? {}) : undefined} onChange={(value) => panel.setValue(known.id, value, !withReset)}
        />
        {withReset && (
          <Tooltip label={t('filters.panel.reset', { label: known.label })}>
            <ActionIcon variant="subtle" size="lg" aria-label={t('filters.panel.reset', { label: known.label })}
              disabled={!isFilterChanged(state, known.id)} onClick={() => panel.reset(known.id)}>
              <Icon name="refresh" size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {pinned.map((definition) => controlOf(definition, false))}
        {(folded.length > 0 || missing.length > 0) && (
          <Button variant={isOpen ? 'light' : 'default'} aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen((o) => !o)}
            leftSection={<Icon name="adjustments" size={16} />}>
            {t('filters.panel.toggle')}
          </Button>
        )}
      </Group>
      <Collapse expanded={isOpen} id={panelId}>
        <Paper withBorder radius="md" p="sm" role="region" aria-label={t('filters.panel.region')}>
          <Stack gap="sm">
            <Group align="flex-start" gap="md" wrap="wrap">
              {folded.map((definition) => controlOf(definition, true))}
            </Group>
            {missing.map((id) => <Alert key={id} color="orange" icon={<Icon name="alert" />}>{t('filters.panel.missing', { id })}</Alert>)}
            <Group gap="xs" justify="space-between">
              <Text size="sm" c={isPanelValid(state) ? 'dimmed' : 'red'} role="status">
                {!isPanelValid(state) ? t('filters.panel.invalid') : isPending ? t('filters.panel.pending') : ''}
              </Text>
              <Group gap="xs">
                <Button variant="default" disabled={!canGoBack(state)} onClick={panel.back}>{t('filters.panel.back')}</Button>
                <Button variant="default" disabled={!isPending} onClick={panel.cancel}>{t('filters.panel.cancel')}</Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}
