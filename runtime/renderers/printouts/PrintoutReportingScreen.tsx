/**
 * /printout-reporting: the printouts (report descriptors offered by report contexts) the user may run on the left —
 * above, on a phone — and the chosen one's parameters, its PDF and the runs kept of it on the right. The chosen
 * printout is in the address (`?printout=CODE`), so a link can open it; the address may also carry parameter values
 * (`&unitId=…&year=…`, printout-link.ts) that fill the form, as "Print" on a screen does.
 */
import { Grid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { createReferenceOptionsLoader } from '../../widgets/reference-options.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { PrintoutList } from './PrintoutList.js';
import { PrintoutPanel } from './PrintoutPanel.js';
import { printoutApi } from './printout-api.js';
import { printoutParam } from './printout-link.js';

export interface PrintoutReportingScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
}

export function PrintoutReportingScreen({ client, screenTitle }: PrintoutReportingScreenProps) {
  const { t, i18n } = useTranslation();
  const calls = useMemo(() => printoutApi(client), [client]);
  // Ship names come translated: one loader per language, shared by the form's ship fields and the runs' parameters.
  const loadOptions = useMemo(() => createReferenceOptionsLoader(client), [client, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- a new cache per language
  const printouts = useLoadingStatus(() => calls.list());
  const [params, setParams] = useSearchParams();
  const code = params.get(printoutParam);
  const choose = (next: string) => setParams((current) => {
    const changed = new URLSearchParams(current);
    changed.set(printoutParam, next);
    return changed;
  });
  const list = printouts.value ?? [];
  const chosen = list.find((p) => p.code === code);

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('printoutReporting.title')} subtitle={t('printoutReporting.subtitle')} />
      {printouts.error ? (
        <LoadFailed error={printouts.error} title={t('printoutReporting.loadFailed')} onRetry={() => void printouts.load()} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <PrintoutList printouts={list} isLoading={!printouts.value} chosen={code} onChoose={choose} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {chosen ? (
              <PrintoutPanel key={chosen.code} calls={calls} printout={chosen} loadOptions={loadOptions} prefill={params} />
            ) : printouts.value && (
              <Text c="dimmed" size="sm">{list.length ? t('printoutReporting.choose') : t('printoutReporting.none')}</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
