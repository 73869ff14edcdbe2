import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of an order or transfer's header (status, dates, parties, total). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}
