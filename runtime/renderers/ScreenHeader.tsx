/**
 * The title row of a screen: the screen descriptor's title (or the renderer's default), what the screen does, and the
 * screen's own controls on the right, with "Print" where report contexts offer printouts on the screen (filled from
 * `printValues`, what the screen shows).
 */
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../descriptors/lib/text.js';
import { ScreenPrintoutsButton } from './printouts/ScreenPrintoutsButton.js';

export interface ScreenHeaderProps {
  title?: LocalText;
  fallback: string;
  subtitle: string;
  children?: ReactNode;
  /** What the screen shows, by the report models' parameter names (e.g. `{ unitId, year }`), to fill a printout's form. */
  printValues?: Record<string, unknown>;
}

export function ScreenHeader({ title, fallback, subtitle, children, printValues }: ScreenHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">{title ? resolveText(title, i18n.language, (key) => t(key)) : fallback}</Title>
        <Text c="dimmed" size="sm" maw={760}>{subtitle}</Text>
      </div>
      <Group gap="sm" wrap="wrap" align="flex-end">
        {children}
        <ScreenPrintoutsButton values={printValues} />
      </Group>
    </Group>
  );
}
