/**
 * One ship's registry page: loads the page resolved for the ship, rereads it every liveExtractionPeriod when the page
 * is live and follows the tags it shows over the socket (`useLiveValues`), newer pushed values winning.
 */
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useLiveValues } from '../../shell/use-live-values.js';
import type { RegistryApi, RegistryPageData } from './registry-api.js';
import { RecordsCard } from './RecordsCard.js';
import { TagValuesCard } from './TagValuesCard.js';
import classes from './registry.module.css';

export interface RegistryShipColumnProps {
  client: RegistryApi;
  code: string;
  unitId: string;
  canKeep: boolean;
  /** several ships are shown side by side */
  compact: boolean;
  onSplitView(isSplit: boolean): void;
  /** opens the printout of every record of a registry (form) of the ship */
  onPrint?(form: string): void;
}

export function RegistryShipColumn({ client, code, unitId, canKeep, compact, onSplitView, onPrint }: RegistryShipColumnProps) {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<RegistryPageData>();
  const [error, setError] = useState<Error>();
  const text = useCallback((value: Parameters<typeof resolveText>[0]) => resolveText(value, i18n.language, (key) => t(key)), [i18n.language, t]);

  const load = useCallback(() => client.page(code, unitId).then((answer) => { setData(answer); setError(undefined); }, setError), [client, code, unitId]);
  useEffect(() => { setData(undefined); void load(); }, [load]);
  useEffect(() => { if (data) onSplitView(data.page.splitView); }, [data?.page.splitView]); // eslint-disable-line react-hooks/exhaustive-deps -- tell the page once per answer, not per parent render

  // A live page rereads at the shortest period of its elements that show tags; pushes fill in between.
  const period = useMemo(() => {
    const periods = (data?.elements ?? []).filter((e) => e.enabled && e.tags.length).map((e) => e.liveExtractionPeriod);
    return data?.page.live && periods.length ? Math.min(...periods) : 0;
  }, [data]);
  useEffect(() => {
    if (!period) return;
    const timer = window.setInterval(() => { void load(); }, period * 1000);
    return () => window.clearInterval(timer);
  }, [period, load]);
  const followed = useMemo(() => [...new Set((data?.elements ?? []).flatMap((e) => e.tags.map((v) => v.tag)))], [data]);
  const live = useLiveValues(data?.page.live && followed.length ? { units: [data.ship.code], tags: followed } : { units: ['-'], tags: ['-'] });

  if (error) return <LoadFailed error={error} title={t('registries.loadFailed')} onRetry={() => void load()} />;
  if (!data) return null;
  return (
    <Stack gap="md" aria-label={data.ship.name} role="region">
      <div>
        <Group gap="xs" wrap="wrap">
          <Title order={compact ? 3 : 2} size={compact ? 'h4' : 'h3'}>{compact ? data.ship.name : `${text(data.page.title)} · ${data.ship.name}`}</Title>
          {data.page.live && period > 0 && <Badge color="teal" variant="light">{t('registries.live', { seconds: period })}</Badge>}
        </Group>
        {data.page.description && !compact && <Text c="dimmed" size="sm">{text(data.page.description)}</Text>}
      </div>
      {data.elements.map((element) => (
        <Card key={element.uid} withBorder padding="sm" className={classes.card} data-element={element.uid}>
          <Title order={compact ? 4 : 3} size="h5" mb="xs">{text(element.title)}</Title>
          {!element.enabled ? (
            <Text c="dimmed" size="sm">{element.problem ? t('registries.conditionFailed', { problem: element.problem }) : t('registries.disabled')}</Text>
          ) : (
            <Stack gap="sm">
              {(element.tags.length > 0 || element.forms.length === 0) && <TagValuesCard values={element.tags} live={live} />}
              {element.forms.map((list) => (
                <RecordsCard
                  key={list.form.code} client={client} list={list} unitId={data.ship.id} canKeep={canKeep} onChanged={() => void load()}
                  onPrint={onPrint && (() => onPrint(list.form.code))}
                />
              ))}
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
