// The product's mark and name, as shown in the menu, the public pages and the point of sale.

import { Group, Text, ThemeIcon } from '@mantine/core';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden="true">
        <Text fw={800} size="sm">
          L
        </Text>
      </ThemeIcon>
      <Text fw={700} size="lg" c={inverted ? 'white' : undefined}>
        Ledgerline
      </Text>
    </Group>
  );
}
