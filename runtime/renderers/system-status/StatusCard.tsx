/** One figure of the system status: a label, the value, an optional line below it and an optional bar (`progress`, 0–100). */
import { Group, Paper, Progress, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../../shell/Icon.js';

export function StatusCard({ icon, label, value, detail, progress }: { icon: string; label: string; value: ReactNode; detail?: ReactNode; progress?: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>{label}</Text>
          <Text size="xl" fw={600} mt={4} truncate>{value}</Text>
          {progress !== undefined && <Progress value={progress} size="sm" mt={4} aria-label={label} />}
          {detail && <Text size="xs" c="dimmed" mt={2}>{detail}</Text>}
        </div>
        <ThemeIcon variant="light" size={36} radius="md"><Icon name={icon} size={20} /></ThemeIcon>
      </Group>
    </Paper>
  );
}
