/**
 * `table` with `config.perShip`: one row per ship and one column per series, each cell the series over the whole
 * period (`config.aggregate`, default the average; a rate totalled when asked) — the fleet comparison's summary.
 */
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../charts/chart-theme.js';
import type { NumericSeries } from '../analytics-api.js';
import { numberOf, totalling, useSeriesName, useUnitLabel, withMeasureUnit } from './panel-support.js';
import type { PanelProps } from './panel-types.js';

/** A column: one series id, with its grouping-key values besides the ship (`me` of HFO and of MGO are two). */
const columnOf = (s: NumericSeries) => `${s.id}|${JSON.stringify(s.keyValues ?? {})}`;

export function ShipTable({ chart, data, series, height }: Pick<PanelProps, 'chart' | 'data' | 'height'> & { series: NumericSeries[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const unitOf = useUnitLabel();
  const config = chart.config ?? {};
  const precision = numberOf(config.precision);
  const columns = [...new Map(series.map((s) => [columnOf(s), s])).values()];
  // Named as one ship's series are, so headers carry no ship.
  const nameOf = useSeriesName(columns.map((s) => ({ ...s, unit: null })));
  const ships = [...new Map(series.map((s) => [s.unit, s.unitName ?? s.unit ?? ''])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1]));
  const cells = new Map(series.map((s) => [`${s.unit}|${columnOf(s)}`, s]));
  const totals = columns.map((s) => totalling(config, s.measureUnit, 'avg'));
  return (
    <ScrollArea h={height} type="auto">
      <Table striped highlightOnHover stickyHeader fz="sm" aria-label={chart.title ? undefined : t('dashboard.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.table.ship')}</Table.Th>
            {columns.map((s, i) => <Table.Th key={columnOf(s)} ta="right">{withMeasureUnit(nameOf({ ...s, unit: null }), unitOf(totals[i].unit))}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ships.map(([unit, name]) => (
            <Table.Tr key={unit ?? ''}>
              <Table.Th scope="row" fw={500}>{name}</Table.Th>
              {columns.map((column, i) => {
                const cell = cells.get(`${unit}|${columnOf(column)}`);
                return <Table.Td key={columnOf(column)} ta="right" className="tabular">{format(cell ? totals[i].valueOf(cell, data?.resolution) : null, precision)}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
