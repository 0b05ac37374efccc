/**
 * /mrv-report: a ship's EU MRV report of a year (GET /emissions/mrv): the annual figures of Reg. (EU) 2015/757 Art. 10
 * (as amended by 2023/957) and the per-voyage figures of Art. 9, and the same as a CSV file (GET /emissions/mrv.csv).
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { downloadBlob } from '../../crud/csv.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type MrvReportResponse } from '../emissions-api.js';
import { ShipSelect, YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { MrvAnnualReport } from './MrvAnnualReport.js';
import { MrvVoyagesTable } from './MrvVoyagesTable.js';
import { ErrorAlert, useNamedList, useUnits } from './report-support.js';

/** `MRV_<IMO>_<year>.csv` (the ship's name stands in for a missing IMO number). */
export const mrvFileName = (report: Pick<MrvReportResponse, 'imoNumber' | 'shipName' | 'year'>) =>
  `MRV_${(report.imoNumber ?? report.shipName).replace(/[^\w.-]+/g, '_')}_${report.year}.csv`;

function HeaderItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">{label}</Text>
      <Text size="md" fw={600}>{value}</Text>
    </div>
  );
}

export function MrvReportScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t, i18n } = useTranslation();
  const units = useUnits();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const ships = useNamedList(calls.ships);
  const ports = useNamedList(calls.ports);
  const fuels = useNamedList(calls.fuels);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<Error | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  useEffect(() => { if (!unitId && ships.options.length) setUnitId(ships.options[0].value); }, [ships.options, unitId]);
  const report = useLoadingStatus(() => calls.mrvReport(unitId!, year ?? undefined), { immediate: false });
  useEffect(() => { if (unitId) void report.load(); }, [unitId, year, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const value = report.status === 'Error' ? undefined : report.value;
  const isLoading = report.status === 'Loading' || report.status === 'Reloading';

  const download = async () => {
    if (!value) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      downloadBlob(await calls.mrvCsv(value.unitId, value.year), mrvFileName(value));
    } catch (error) {
      setDownloadError(error as Error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.mrv.title')} subtitle={t('emissions.mrv.subtitle')}
        printValues={{ unitId: value?.unitId ?? unitId ?? undefined, year: value?.year ?? year ?? undefined }}>
        <Button variant="default" leftSection={<Icon name="download" size={16} />} onClick={() => void download()}
          disabled={!value || isLoading} loading={isDownloading}>{t('emissions.mrv.downloadCsv')}</Button>
      </ScreenHeader>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('emissions.mrv.filters')}>
        <ShipSelect ships={ships.options} value={unitId} onChange={(id) => id && setUnitId(id)} />
        <YearSelect years={value?.years ?? []} value={year ?? value?.year ?? null} onChange={setYear} />
      </Group>
      <ErrorAlert title={t('emissions.mrv.failed')} error={report.status === 'Error' ? report.error : null} />
      <ErrorAlert title={t('emissions.mrv.downloadFailed')} error={downloadError} />
      {!unitId && !ships.isLoading && <Text c="dimmed" size="sm">{ships.options.length ? t('emissions.mrv.chooseShip') : t('emissions.mrv.noShips')}</Text>}
      {value && (
        <Stack gap="md" style={isLoading ? { opacity: 0.6 } : undefined} aria-busy={isLoading}>
          <Paper withBorder radius="md" p="md" role="region" aria-label={t('emissions.mrv.header.title')}>
            <Title order={2} size="h5" mb="sm">{t('emissions.mrv.header.title')}</Title>
            <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
              <HeaderItem label={t('emissions.mrv.header.ship')} value={value.shipName} />
              <HeaderItem label={t('emissions.mrv.header.imo')} value={value.imoNumber ?? t('emissions.mrv.header.imoMissing')} />
              <HeaderItem label={t('emissions.mrv.header.shipType')}
                value={value.shipType ? t(`resources.ship.enums.shipType.${value.shipType}`, { defaultValue: value.shipType }) : '—'} />
              <HeaderItem label={t('emissions.mrv.header.period')} value={t('emissions.mrv.header.periodValue', { year: value.year })} />
              <HeaderItem label={t('emissions.mrv.header.cargoUnit')} value={units.cargoName(value.cargoUnit)} />
            </SimpleGrid>
          </Paper>
          {value.annual ? (
            <MrvAnnualReport annual={value.annual} cargoUnit={value.cargoUnit} fuelName={fuels.nameOf} />
          ) : (
            <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('emissions.mrv.noAnnual')}>
              <Text size="sm" role="note">{value.problem ? t(value.problem.key, value.problem.values ?? {}) : t('emissions.mrv.noVoyagesInYear', { year: value.year })}</Text>
            </Alert>
          )}
          {value.annual && value.problem && <FigureProblemText problem={value.problem} />}
          <Stack gap="xs">
            <Title order={2} size="h5">{t('emissions.mrv.voyages.title')}</Title>
            <MrvVoyagesTable voyages={value.voyages} cargoUnit={value.cargoUnit} portName={ports.nameOf} fuelName={fuels.nameOf} isLoading={isLoading} />
          </Stack>
          <Text size="xs" c="dimmed">{t('emissions.mrv.footnote')}</Text>
        </Stack>
      )}
      {!value && isLoading && <Text size="sm" c="dimmed">{t('emissions.mrv.loading')}</Text>}
    </Stack>
  );
}
