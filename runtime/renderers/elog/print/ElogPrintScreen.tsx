/**
 * The print view of a logbook day (/elb/{code}?ship=&day=&view=print): the day in its book's official layout on an
 * A4 landscape sheet (descriptors/lib/elog/print-layout.ts), with the page header repeated on every printed page,
 * the day's signatures and who printed it when. "Download PDF" has the server make the official printout — the book's
 * report descriptor (ELOG_<book>) over the day, or the days to "Last day" — kept with its SHA-256 and written to the
 * logbook's audit trail. The sheet is the screen's view of the day; the browser's print dialog is no longer offered.
 */
import { Alert, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { downloadBlob } from '../../crud/csv.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { elogApi } from '../elog-api.js';
import { isDay } from '../ship-clock.js';
import { printApi } from './print-api.js';
import { PrintSheet } from './PrintSheet.js';
import classes from './print.module.css';
import { LoadFailed } from '../../../shell/LoadFailed.js';

interface ElogPrintScreenProps {
  elog: string;
  client: ApiClient;
}

/** The last day one printout may run to: a month of days (the server's limit, 31 days from the first). */
const lastPrintableDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);

export function ElogPrintScreen({ elog, client }: ElogPrintScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const api = useMemo(() => printApi(client, elog), [client, elog]);
  const units = useLoadingStatus(() => elogApi(client, elog).units());
  const unit = units.value?.find((u) => u.code === params.get('ship')) ?? units.value?.[0];
  const dayParam = params.get('day');
  const day = isDay(dayParam) ? dayParam : undefined;
  const printout = useLoadingStatus(() => api.day(unit!.id, day!), { immediate: false });
  useEffect(() => { if (unit && day) void printout.load(); }, [unit?.id, day]); // eslint-disable-line react-hooks/exhaustive-deps

  const [pdfState, setPdfState] = useState<{ busy: boolean; error?: Error }>({ busy: false });
  const [lastDay, setLastDay] = useState('');
  const to = isDay(lastDay) && day && lastDay > day ? lastDay : undefined;
  const downloadPdf = async () => {
    setPdfState({ busy: true });
    try {
      downloadBlob(await api.pdf(unit!.id, day!, to), `${elog}-${unit!.code}-${day}${to ? `_${to}` : ''}.pdf`);
      setPdfState({ busy: false });
    } catch (error) {
      setPdfState({ busy: false, error: error as Error });
    }
  };
  const back = () => setParams((current) => { const next = new URLSearchParams(current); next.delete('view'); return next; });
  const failed = units.error ?? printout.error;
  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar} justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date" size="sm" label={t('elogPrint.lastDay')} value={lastDay} onChange={(event) => setLastDay(event.currentTarget.value)}
            min={day} max={day ? lastPrintableDay(day) : undefined} w={170}
          />
          <Button leftSection={<Icon name="download" size={16} />} disabled={!printout.value} loading={pdfState.busy} onClick={() => void downloadPdf()}>
            {t(to ? 'elogPrint.downloadPeriodPdf' : 'elogPrint.downloadPdf')}
          </Button>
          <Button variant="default" leftSection={<Icon name="chevron" size={16} style={{ transform: 'rotate(180deg)' }} />} onClick={back}>
            {t('elogPrint.back')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">{t('elogPrint.hint')}</Text>
      </Group>
      {pdfState.error && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogPrint.pdfFailed')} role="alert" className={classes.toolbar}>
          {pdfState.error.message}
        </Alert>
      )}
      {failed ? (
        <div className={classes.toolbar}>
          <LoadFailed error={failed} title={t('elogPrint.loadFailed')} onRetry={() => { void units.load(); void printout.load(); }} />
        </div>
      ) : units.value && (!unit || !day) ? (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogPrint.loadFailed')} role="alert" className={classes.toolbar} />
      ) : printout.value ? (
        <PrintSheet printout={printout.value} />
      ) : (
        <Group justify="center" py="xl" className={classes.toolbar}><Loader aria-label={t('shell.loading')} /></Group>
      )}
    </div>
  );
}
