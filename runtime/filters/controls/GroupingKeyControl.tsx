/**
 * GROUPING_KEY: grouping keys of the page's cluster (SPEC §3 strings). The keys come from the definition's options
 * when it has them (a detached page), else from POST /filters/read/grouping-keys for the chosen ships; a detached
 * panel fetches nothing.
 */
import { MultiSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-control-props.js';
import { filtersApi } from '../filters-api.js';

/** The ships chosen in the panel's UNITS filter, if it has one. */
const chosenShips = ({ definitions, values }: FilterControlProps['context']) => {
  const units = definitions.find((d) => d.type === 'UNITS');
  return units ? (values[units.id] as string[]) : [];
};

export function GroupingKeyControl({ definition, value, error, onChange, context }: FilterControlProps<'GROUPING_KEY'>) {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const cluster = context.cluster ?? definition.groups[0]?.cluster;
  const canFetch = !context.detached && context.client !== undefined && cluster !== undefined && definition.options.length === 0;
  const ships = chosenShips(context).join(',');

  useEffect(() => {
    if (!canFetch) return;
    let isCurrent = true;
    filtersApi(context.client!).readGroupingKeys({ cluster: cluster!, units: ships ? ships.split(',') : [] })
      .then((answer) => { if (isCurrent) { setKeys(answer); setProblem(undefined); } })
      .catch((e: Error) => { if (isCurrent) setProblem(t('filters.control.keysFailed', { message: e.message })); });
    return () => { isCurrent = false; };
  }, [canFetch, cluster, ships, context.client, t]);

  const offered = definition.options.length ? definition.options.map((o) => o.value) : keys;
  // Chosen keys stay listed even when the chosen ships no longer have them, so they can be seen and removed.
  const data = [...new Set([...offered, ...value])].map((key) => definition.options.find((o) => o.value === key) ?? { value: key, label: key });
  return (
    <MultiSelect
      label={definition.label} data={data} value={value} onChange={onChange} error={error ?? problem}
      placeholder={value.length ? undefined : t('filters.control.allKeys')} searchable clearable
      nothingFoundMessage={t('filters.control.nothingFound')} comboboxProps={{ withinPortal: true }} miw={260}
    />
  );
}
