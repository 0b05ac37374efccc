/** One labelled count of the import dialog (rows, series, values stored, refused …). */
import { Text } from '@mantine/core';

export function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="lg" fw={600} c={color}>{value}</Text>
    </div>
  );
}
