/**
 * What the EU ETS and FuelEU screens share: the ship and year in the address (so a fleet row opens a ship), port names,
 * EU scope labels, KPI cards, energy in a readable unit and signed balances.
 */
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EU_SCOPE_SHARE, type EuScope } from '../../../../descriptors/lib/emissions/eu-scope.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import type { EmissionsApi } from '../emissions-api.js';
import { useDayFormat } from '../cii/CiiToDate.js';
import { useNumberFormat } from '../shared/format.js';

export const scopeOrder: EuScope[] = ['INTRA_EU', 'AT_BERTH_EU', 'FROM_EU', 'TO_EU', 'OUTSIDE'];
export const scopeColours: Record<EuScope, string> = { INTRA_EU: 'blue', AT_BERTH_EU: 'teal', FROM_EU: 'orange', TO_EU: 'grape', OUTSIDE: 'gray' };

/** The ship and year of a dashboard, read from and written to `?unitId=&year=`. */
export function useShipYearQuery() {
  const [params, setParams] = useSearchParams();
  const unitId = params.get('unitId') || null;
  const yearText = params.get('year');
  const year = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const set = (change: { unitId?: string | null; year?: number | null }) => setParams((current) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    return next;
  }, { replace: true });
  return { unitId, year, set };
}

/**
 * A ship dashboard's data: the user's ships, the ship and year of the address (the first ship when none is chosen) and
 * the answer for them; an answer for another ship than the one now chosen is not shown.
 */
export function useShipDashboard<T extends { ship: { unitId: string } }>(calls: EmissionsApi, load: (unitId: string, year?: number) => Promise<T>) {
  const query = useShipYearQuery();
  const ships = useLoadingStatus(() => calls.ships());
  const data = useLoadingStatus(() => load(query.unitId!, query.year ?? undefined), { immediate: false });
  useEffect(() => {
    if (!query.unitId && ships.value?.length) query.set({ unitId: ships.value[0].value });
  }, [ships.value]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { if (query.unitId) void data.load(); }, [query.unitId, query.year]); // eslint-disable-line react-hooks/exhaustive-deps
  const answer = query.unitId && data.value?.ship.unitId === query.unitId ? data.value : undefined;
  return { query, ships, data, answer, loading: data.status === 'Loading' || data.status === 'Reloading' };
}

/** Port code → port name (the code itself until the names arrive, or for a port not in the list). */
export function usePortNames(calls: EmissionsApi): (code: string) => string {
  const ports = useLoadingStatus(() => calls.ports());
  return useMemo(() => {
    const names = new Map((ports.value ?? []).map((p) => [p.value, p.label]));
    return (code: string) => names.get(code) ?? code;
  }, [ports.value]);
}

/** A scope with the share it counts at: "Intra-EU (100 %)". */
export function useScopeLabel() {
  const { t } = useTranslation();
  return (scope: EuScope, withShare = true) => (withShare
    ? t('emissions.ets.scopeWithShare', { scope: t(`emissions.ets.scopes.${scope}`), share: Math.round(EU_SCOPE_SHARE[scope] * 100) })
    : t(`emissions.ets.scopes.${scope}`));
}

/** Energy in MJ shown in TJ from 10 TJ, GJ below; one unit for a whole table (chosen from its largest value). */
export function energyUnitFor(valuesMj: number[]): { unit: 'TJ' | 'GJ'; divisor: number; digits: number } {
  const largest = Math.max(0, ...valuesMj.map(Math.abs));
  return largest >= 10_000_000 ? { unit: 'TJ', divisor: 1_000_000, digits: 2 } : { unit: 'GJ', divisor: 1_000, digits: 0 };
}

/** A signed number: "+12.3" / "−45.6" (a real minus sign). */
export function useSignedFormat() {
  const number = useNumberFormat();
  return (value: number | null | undefined, digits = 1) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return '—';
    const text = number(Math.abs(value), digits);
    if (text === number(0, digits)) return text;
    return `${value > 0 ? '+' : '\u2212'}${text}`;
  };
}

/** Under a fleet's totals: how many ships they leave out because their figures could not be computed. */
export function IncompleteTotalsNote({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!count) return null;
  return <Text size="sm" c="orange.7" role="note">{t('emissions.common.totalsLeaveOut', { count })}</Text>;
}

/** One headline figure. */
export function KpiCard({ label, value, unit, hint, colour, testId, isText = false }: {
  label: string; value: ReactNode; unit?: string; hint?: ReactNode; colour?: string; testId?: string;
  /** a word rather than a number: a smaller type that fits the card */
  isText?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label} data-testid={testId}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>{label}</Text>
        <Text fz={isText ? 20 : 26} fw={700} lh={1.15} c={colour} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}{unit && <Text span fz="sm" fw={500} c="dimmed" ml={6}>{unit}</Text>}
        </Text>
        {hint && <Text size="xs" c="dimmed">{hint}</Text>}
      </Stack>
    </Paper>
  );
}

/** A failed call, said plainly. */
export function LoadFailure({ title, error }: { title: string; error?: Error }) {
  return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={title}>{error?.message}</Alert>;
}

/** The numeric-cell style of the tables: digits aligned. */
export const tabular = { fontVariantNumeric: 'tabular-nums' as const };

/**
 * A running year's figures are those of the legs and stays so far (decision 33): each card says "to date" and shows
 * under it where the year ends at the same rate; a year that is over (no projection) shows its figures as they are.
 */
export function useToDate(projection: unknown) {
  const { t } = useTranslation();
  const isRunning = projection !== null && projection !== undefined;
  return {
    isRunning,
    label: (label: string) => (isRunning ? t('emissions.common.toDateLabel', { label }) : label),
    yearEnd: (value: string) => t('emissions.common.yearEnd', { value }),
  };
}

/** Several hints under one card, one line each. */
export function Hints({ lines }: { lines: (ReactNode | undefined | null | false)[] }) {
  // Lines of the card's hint paragraph: blocks of phrasing content, so no <div> ends up inside its <p>.
  return <>{lines.filter(Boolean).map((line, i) => <span key={i} style={{ display: 'block' }}>{line}</span>)}</>;
}

/** What the figures so far cover, said above the cards of a running year. */
export function ToDateNote({ from, to }: { from: string | null; to: string | null }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  if (!from) return null;
  return <Text size="sm" c="dimmed" data-testid="to-date-note">{t('emissions.common.toDateNote', { from: day(from), to: day(to) })}</Text>;
}
