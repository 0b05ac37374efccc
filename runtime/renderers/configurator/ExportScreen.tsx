/**
 * Export configuration: choose kinds, optionally single descriptors, and whether only what was made or
 * changed here goes; the counts show what the file will hold before it is downloaded as one JSON file.
 */
import { Alert, Center, Checkbox, Loader, MultiSelect, Paper, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { configuratorApi } from './configurator-api.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { descriptorKey, offeredDescriptors, pickedDescriptors, type ExportChoice } from './export-choice.js';
import { ExportSummary } from './ExportSummary.js';
import { useKindLabel } from './use-kind-label.js';

export interface ExportScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
}

export function ExportScreen({ client, screenTitle }: ExportScreenProps) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const api = useMemo(() => configuratorApi(client), [client]);
  // Everything there is, once: the preview and the lists of codes are worked out from it here.
  const inventory = useLoadingStatus(() => Promise.all([api.kinds(), api.exportFile({})])
    .then(([kinds, file]) => ({ kinds, descriptors: file.descriptors })));
  const [chosenKinds, setChosenKinds] = useState<string[]>();
  const [chosenCodes, setChosenCodes] = useState<string[]>([]);
  const [isNonSystemOnly, setNonSystemOnly] = useState(true);

  const all = inventory.value;
  const kinds = chosenKinds ?? all?.kinds ?? [];
  const offered = offeredDescriptors(all?.descriptors ?? [], { kinds, codes: [], isNonSystemOnly });
  const offeredKeys = new Set(offered.map(descriptorKey));
  const choice: ExportChoice = { kinds, codes: chosenCodes.filter((key) => offeredKeys.has(key)), isNonSystemOnly };
  const picked = pickedDescriptors(all?.descriptors ?? [], choice);
  const codeOptions = kinds
    .map((kind) => ({ group: kindLabel(kind), items: offered.filter((d) => d.kind === kind).map((d) => ({ value: descriptorKey(d), label: d.code })) }))
    .filter((group) => group.items.length > 0);

  return (
    <Stack gap="lg">
      <ScreenHeader title={screenTitle} fallback={t('menu.setup.configuratorExport')} subtitle={t('configurator.export.subtitle')} />
      {inventory.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('configurator.export.loadFailed')} role="alert">{inventory.error?.message}</Alert>
      )}
      {!all && inventory.status !== 'Error' && <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>}
      {all && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="lg">
              <Title order={2} size="h4">{t('configurator.export.choose')}</Title>
              <Checkbox.Group label={t('configurator.export.kinds')} value={kinds} onChange={setChosenKinds}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
                  {all.kinds.map((kind) => <Checkbox key={kind} value={kind} label={kindLabel(kind)} />)}
                </SimpleGrid>
              </Checkbox.Group>
              <Switch
                checked={isNonSystemOnly} onChange={(event) => setNonSystemOnly(event.currentTarget.checked)}
                label={t('configurator.export.nonSystemOnly')} description={t('configurator.export.nonSystemOnlyHint')}
              />
              <MultiSelect
                label={t('configurator.export.codes')} description={t('configurator.export.codesHint')}
                placeholder={choice.codes.length ? undefined : t('configurator.export.allOfKinds')}
                data={codeOptions} value={choice.codes} onChange={setChosenCodes} disabled={offered.length === 0}
                searchable clearable hidePickedOptions maxDropdownHeight={280} nothingFoundMessage={t('configurator.export.noMatch')}
              />
            </Stack>
          </Paper>
          <ExportSummary api={api} choice={choice} picked={picked} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
