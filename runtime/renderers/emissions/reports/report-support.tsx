/**
 * What the AER, EEOI and MRV screens share: names from the reference lists, a figure tile, units in the interface
 * language, a calculation call that remembers what it was asked, and an error alert.
 */
import { Alert, Group, Paper, Text } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapacityKind, FigureProblem } from '../../../../descriptors/lib/emissions/api-types.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import type { NumberFormat } from '../shared/format.js';

export type CargoUnit = 't' | 'TEU' | 'passengers';
type Option = { label: string; value: string };

/** A label/value list loaded once and a name for a code (the code itself while loading or when unknown). */
export function useNamedList(load: () => Promise<Option[]>) {
  const list = useLoadingStatus(load);
  const nameOf = useMemo(() => {
    const names = new Map((list.value ?? []).map((o) => [o.value, o.label]));
    return (code: string) => names.get(code) ?? code;
  }, [list.value]);
  return { options: list.value ?? [], nameOf, isLoading: list.status === 'Loading' };
}

/** Units as the screens write them, in the interface language. */
export function useUnits() {
  const { t } = useTranslation();
  return {
    /** g CO₂/(dwt·nm) or g CO₂/(GT·nm) */
    aer: (kind: CapacityKind | null) => t(kind === 'GT' ? 'emissions.aer.units.cgDist' : 'emissions.aer.units.aer'),
    /** g CO₂/(t·nm), g CO₂/(TEU·nm), g CO₂/(pax·nm) */
    eeoi: (unit: CargoUnit) => t(`emissions.eeoi.units.eeoi.${unit}`),
    /** t·nm, TEU·nm, pax·nm */
    transportWork: (unit: CargoUnit) => t(`emissions.eeoi.units.work.${unit}`),
    /** t, TEU, passengers */
    cargo: (unit: CargoUnit) => t(`emissions.eeoi.units.cargo.${unit}`),
    /** tonnes of cargo, TEU, passengers */
    cargoName: (unit: CargoUnit) => t(`emissions.eeoi.units.cargoName.${unit}`),
  };
}

/** One headline figure: its name, the number (or why there is none) and its unit. */
export function FigureTile({ label, value, unit, problem = null, note }: {
  label: string; value: string; unit?: string; problem?: FigureProblem | null; note?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" miw={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.3}>{label}</Text>
      {problem ? <FigureProblemText problem={problem} /> : (
        <Group gap={6} align="baseline" wrap="nowrap" mt={4}>
          <Text fz={24} fw={600} lh={1.15} style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Text>
          {unit && value !== '—' && <Text size="sm" c="dimmed">{unit}</Text>}
        </Group>
      )}
      {note && <Text size="xs" c="dimmed" mt={2}>{note}</Text>}
    </Paper>
  );
}

/** A failed call in an alert, titled with what failed. */
export function ErrorAlert({ title, error }: { title: string; error: Error | string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={title}>
      {typeof error === 'string' ? error : error.message}
    </Alert>
  );
}

/** A calculation POST: the answer with the request that produced it (to tell when the inputs have moved on). */
export function useCalculation<Req, Res>(call: (request: Req) => Promise<Res>) {
  const [answer, setAnswer] = useState<{ request: Req; response: Res } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [isBusy, setBusy] = useState(false);
  const run = useCallback(async (request: Req) => {
    setBusy(true);
    setError(null);
    try {
      setAnswer({ request, response: await call(request) });
    } catch (failure) {
      setAnswer(null);
      setError(failure as Error);
    } finally {
      setBusy(false);
    }
  }, [call]);
  return { answer, error, isBusy, run };
}


/** "2026-03" → "Mar" in the interface language. */
export function useMonthName() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'ru' ? 'ru-RU' : 'en-GB';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [language]);
}

/** Numbers with a fixed count of decimals, as columns of figures are printed ("—" for no value). */
export function useFixedFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'ru' ? 'ru-RU' : 'en-GB';
  return useMemo(() => {
    const formats = new Map<number, Intl.NumberFormat>();
    return (value, digits = 2) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return '—';
      let format = formats.get(digits);
      if (!format) formats.set(digits, format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
      return format.format(value);
    };
  }, [locale]);
}
