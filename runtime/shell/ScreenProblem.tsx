/** A screen that cannot be drawn shows why in its place; the layout and menu keep working. */
import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { rendererRegistry } from '../renderers/renderer-registry.js';
import type { ScreenDescriptor } from '../api/shell-api.js';
import { Icon } from './Icon.js';

/** Shown for a screen whose renderer id is not registered (Grafana's "unknown panel type"). */
export function UnknownRenderer({ screen }: { screen: ScreenDescriptor }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('shell.screen.unknownRenderer', { renderer: screen.renderer })}>
      <Stack gap={6}>
        <Text size="sm">{t('shell.screen.unknownRendererHint', { code: screen.code })}</Text>
        <Text size="sm" c="dimmed">{t('shell.screen.knownRenderers')} <Code>{rendererRegistry.ids().join(', ')}</Code></Text>
      </Stack>
    </Alert>
  );
}

/** Route error element of a screen: a failed chunk load or a renderer that threw while drawing. */
export function ScreenFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('shell.screen.failed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Code block w="100%">{detail}</Code>
        <Button size="xs" variant="light" color="red" leftSection={<Icon name="refresh" size={14} />} onClick={() => window.location.reload()}>
          {t('shell.screen.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
