/** The title row of a fleet screen: title, a subtitle, and the screen's own controls on the right. */
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';

export function FleetHeader({ title, fallback, subtitle, children }: { title?: LocalText; fallback: string; subtitle: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">{title ? resolveText(title, i18n.language, (key) => t(key)) : fallback}</Title>
        <Text c="dimmed" size="sm">{subtitle}</Text>
      </div>
      <Group gap="sm" wrap="wrap">{children}</Group>
    </Group>
  );
}
