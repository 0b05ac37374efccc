/**
 * The FuelEU pooling simulation (Reg. (EU) 2023/1805 Art. 21): the chosen ships' balances before and after pooling, the
 * penalties before and after, the pool's sum, and the rules the pool breaks as the server names them.
 */
import { Alert, Badge, Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelEuPoolResponse } from '../../../../descriptors/lib/emissions/api-types.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import type { EmissionsApi } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import classes from './eu.module.css';
import { tabular } from './eu-shared.js';
import { BalanceText } from './FuelEuFigures.js';

type Member = FuelEuPoolResponse['members'][number];

export function FuelEuPoolPanel({ calls, ships, year, unitId }: {
  calls: EmissionsApi; ships: { label: string; value: string }[]; year: number | null; unitId: string | null;
}) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const [chosen, setChosen] = useState<string[]>(unitId ? [unitId] : []);
  const pool = useLoadingStatus(() => calls.fuelEuPool({ year: year!, unitIds: chosen }), { immediate: false });
  // A pool is of one year: a result of another year (or of another choice) is no longer what the panel shows.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const key = JSON.stringify([year, [...chosen].sort()]);
  useEffect(() => { if (unitId && !chosen.includes(unitId) && chosen.length === 0) setChosen([unitId]); }, [unitId]); // eslint-disable-line react-hooks/exhaustive-deps
  const result = shownFor === key ? pool.value : undefined;
  const canRun = year !== null && chosen.length >= 2;
  const run = () => { setShownFor(key); void pool.load(); };
  const penaltyBefore = result?.members.reduce((sum, m) => sum + m.penaltyBeforeEur, 0) ?? 0;
  const penaltyAfter = result?.members.reduce((sum, m) => sum + m.penaltyAfterEur, 0) ?? 0;
  const isValid = result && result.problems.length === 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('emissions.fueleu.pool.title')}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">{t('emissions.fueleu.pool.title')}</Title>
          <Text size="sm" c="dimmed" maw={900}>{t('emissions.fueleu.pool.rule')}</Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect label={t('emissions.fueleu.pool.ships')} placeholder={chosen.length ? undefined : t('emissions.fueleu.pool.shipsPlaceholder')}
            data={ships} value={chosen} onChange={setChosen} searchable clearable w={520} maxDropdownHeight={260}
            nothingFoundMessage={t('widgets.reference.nothingFound')} />
          <Button onClick={run} disabled={!canRun} loading={pool.status === 'Loading'} leftSection={<Icon name="refresh" width={16} height={16} />}>
            {t('emissions.fueleu.pool.simulate', { year: year ?? '' })}
          </Button>
        </Group>
        {!canRun && <Text size="xs" c="dimmed">{t('emissions.fueleu.pool.pickTwo')}</Text>}
        {shownFor === key && pool.status === 'Error' && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('emissions.fueleu.pool.failed')}>{pool.error?.message}</Alert>
        )}
        {result && result.problems.length > 0 && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('emissions.fueleu.pool.invalid')} role="alert">
            <Stack gap={2}>{result.problems.map((p) => <Text key={p.key} size="sm">{t(p.key, p.values ?? {})}</Text>)}</Stack>
          </Alert>
        )}
        {result && (
          <>
            <Group gap="lg" wrap="wrap">
              <Group gap={6}>
                <Text size="sm" c="dimmed">{t('emissions.fueleu.pool.sum')}</Text>
                <BalanceText grams={result.poolBalanceG} bold /><Text size="sm" c="dimmed">{t('emissions.fueleu.units.balance')}</Text>
              </Group>
              <Text size="sm" c="dimmed">{t('emissions.fueleu.pool.penalties', { before: number(penaltyBefore, 0), after: number(penaltyAfter, 0) })}</Text>
              <Badge variant="light" color={isValid ? 'teal' : 'red'} tt="none">{t(isValid ? 'emissions.fueleu.pool.valid' : 'emissions.fueleu.pool.notValid')}</Badge>
            </Group>
            <DataTable<Member>
              className={classes.table} withTableBorder borderRadius="md" striped idAccessor="unitId" records={result.members}
              columns={[
                { accessor: 'shipName', title: t('emissions.fueleu.columns.ship'), render: (m) => <Text size="sm" fw={600}>{m.shipName}</Text>,
                  footer: <Text size="sm" fw={700}>{t('emissions.fueleu.pool.total')}</Text> },
                { accessor: 'beforeG', title: t('emissions.fueleu.pool.before'), textAlign: 'right', width: 170, render: (m) => <BalanceText grams={m.beforeG} />,
                  footer: <Group justify="flex-end"><BalanceText grams={result.members.reduce((s, m) => s + m.beforeG, 0)} bold /></Group> },
                { accessor: 'afterG', title: t('emissions.fueleu.pool.after'), textAlign: 'right', width: 170, render: (m) => <BalanceText grams={m.afterG} />,
                  footer: <Group justify="flex-end"><BalanceText grams={result.poolBalanceG} bold /></Group> },
                { accessor: 'penaltyBeforeEur', title: t('emissions.fueleu.pool.penaltyBefore'), textAlign: 'right', width: 150,
                  render: (m) => <Text size="sm" c={m.penaltyBeforeEur > 0 ? 'red.7' : undefined} style={tabular}>{number(m.penaltyBeforeEur, 0)}</Text>,
                  footer: <Text size="sm" fw={700} ta="right" style={tabular}>{number(penaltyBefore, 0)}</Text> },
                { accessor: 'penaltyAfterEur', title: t('emissions.fueleu.pool.penaltyAfter'), textAlign: 'right', width: 150,
                  render: (m) => <Text size="sm" c={m.penaltyAfterEur > 0 ? 'red.7' : undefined} style={tabular}>{number(m.penaltyAfterEur, 0)}</Text>,
                  footer: <Text size="sm" fw={700} ta="right" style={tabular}>{number(penaltyAfter, 0)}</Text> },
              ]}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
