/**
 * The installation's logos (SPEC §2 "Logos"): for each logo — top bar, sign-in page, error page — its light and dark
 * image, the uploaded one or the bundled one, with upload and remove for whoever holds SETUP at MANAGEMENT. The top
 * bar's light logo is also the printouts' header logo.
 */
import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { logoIdentifiers, logoThemes, type InstalledLogo, type LogoDefinitions } from '../../../descriptors/lib/logos/installation-logos.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { shellApi } from '../../api/shell-api.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { LogoSlot } from './LogoSlot.js';

export interface LogosScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
  /** Whether upload and remove are offered (SETUP at MANAGEMENT; the server checks again). */
  canManage: boolean;
  /** The logos changed: the shell shows the new ones. */
  onChanged: (logos: LogoDefinitions) => void;
}

export function LogosScreen({ client, screenTitle, canManage, onChanged }: LogosScreenProps) {
  const { t } = useTranslation();
  const logosApi = shellApi(client);
  const installed = useLoadingStatus(() => logosApi.installedLogos());
  const uploaded = (identifier: string, theme: string): InstalledLogo | undefined =>
    installed.value?.logos.find((logo) => logo.identifier === identifier && logo.theme === theme);
  const changed = async (logos: LogoDefinitions) => {
    onChanged(logos);
    await installed.reload();
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={screenTitle} fallback={t('logos.title')} subtitle={t('logos.subtitle')} />
      {installed.status === 'Error' && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('logos.failed')}>{installed.error?.message}</Alert>
      )}
      {installed.status === 'Loading' && <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>}
      {installed.value && logoIdentifiers.map((identifier) => (
        <Card key={identifier} withBorder radius="md" padding="md" component="section" aria-labelledby={`logo-${identifier}`}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id={`logo-${identifier}`}>{t(`logos.identifier.${identifier}.title`)}</Title>
              <Text size="sm" c="dimmed">{t(`logos.identifier.${identifier}.where`)}</Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {logoThemes.map((theme) => (
                <LogoSlot
                  key={theme} identifier={identifier} theme={theme} uploaded={uploaded(identifier, theme)} canManage={canManage}
                  upload={(file) => logosApi.uploadLogo(theme, identifier, file).then(changed)}
                  remove={() => logosApi.removeLogo(theme, identifier).then(changed)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
