/** A short message in place of a panel's drawing: no data yet, nothing to draw, a configuration problem. */
import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function PanelMessage({ children, color = 'dimmed', height }: { children: ReactNode; color?: string; height?: number }) {
  return (
    <Center h={height ?? '100%'} p="xs">
      <Text size="sm" c={color} ta="center">{children}</Text>
    </Center>
  );
}
