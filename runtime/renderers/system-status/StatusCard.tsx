/** One figure of the system status: a label, the value and an optional line below it. */
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../../shell/Icon.js';

export function StatusCard({ icon, label, value, detail }: { icon: string; label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>{label}</Text>
          <Text size="xl" fw={600} mt={4} truncate>{value}</Text>
          {detail && <Text size="xs" c="dimmed" mt={2}>{detail}</Text>}
        </div>
        <ThemeIcon variant="light" size={36} radius="md"><Icon name={icon} size={20} /></ThemeIcon>
      </Group>
    </Paper>
  );
}
