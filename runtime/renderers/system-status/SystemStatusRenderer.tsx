/** The "system-status" renderer: version, uptime, database, memory, users, sessions, installation, SSO, demo data, modules. */
import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../shell/loading-status.js';
import { Icon } from '../../shell/Icon.js';
import { shell } from '../../shell/services.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { RendererProps } from '../renderer-registry.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { uptimeParts } from './format-uptime.js';
import { DemoDataCard } from './DemoDataCard.js';
import { ModulesTable } from './ModulesTable.js';
import { StatusCard } from './StatusCard.js';

export function SystemStatusRenderer({ screen }: RendererProps) {
  const { t, i18n } = useTranslation();
  const status = useLoadingStatus(() => shell.systemStatus());
  const value = status.value;
  const uptimeText = (seconds: number) => {
    const parts = uptimeParts(seconds);
    return t(`systemStatus.uptimeIn.${parts.key}`, parts);
  };
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  return (
    <Stack gap="lg">
      <ScreenHeader title={screen.title} fallback={t('systemStatus.title')} subtitle={t('systemStatus.subtitle')}>
        <Button
          variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={() => void status.reload()}
          loading={status.status === 'Reloading'} disabled={isPending(status.status)}
        >
          {t('systemStatus.refresh')}
        </Button>
      </ScreenHeader>
      {status.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('systemStatus.failed')}>{status.error?.message}</Alert>
      )}
      {status.status === 'Loading' && <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>}
      {value?.demoData?.state === 'GENERATING' && (
        <Alert color="blue" variant="light" icon={<Icon name="ship" />}>{t('systemStatus.demoData.generatingHint')}</Alert>
      )}
      {value && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            <StatusCard icon="activity" label={t('systemStatus.version')} value={value.version} detail={t('systemStatus.node', { version: value.node })} />
            <StatusCard
              icon="refresh" label={t('systemStatus.uptime')} value={uptimeText(value.uptimeSeconds)}
              detail={t('systemStatus.startedAt', { time: new Date(value.startedAt).toLocaleString(i18n.language) })}
            />
            <StatusCard
              icon="database" label={t('systemStatus.database')}
              value={value.database.engine === 'postgres' ? 'PostgreSQL' : value.database.engine === 'pglite' ? 'PGlite' : value.database.engine}
              detail={t('systemStatus.responseTime', { ms: number(value.database.responseMs) })}
            />
            <StatusCard icon="cpu" label={t('systemStatus.memory')} value={t('systemStatus.megabytes', { mb: number(value.memory.rssMb) })} detail={t('systemStatus.memoryHint')} />
            <StatusCard icon="user" label={t('systemStatus.users')} value={number(value.users)} />
            <StatusCard icon="key" label={t('systemStatus.sessions')} value={number(value.activeSessions)} />
            <StatusCard
              icon={value.installation === 'UNIT' ? 'ship' : 'home'} label={t('systemStatus.installation')}
              value={value.installation === 'UNIT' ? t('systemStatus.installationUnit') : t('systemStatus.installationShore')}
            />
            <StatusCard icon="shield" label={t('systemStatus.sso')} value={value.sso ? t('systemStatus.ssoOn') : t('systemStatus.ssoOff')} />
            {value.demoData && <DemoDataCard demoData={value.demoData} />}
          </SimpleGrid>
          <ModulesTable modules={value.modules} />
        </>
      )}
    </Stack>
  );
}
