import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function PageHeader({
  title,
  description,
  actions,
  trail,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  trail?: { label: string; to: string }[];
}) {
  return (
    <Stack gap={4} mb="lg">
      {trail && trail.length > 0 && (
        <Breadcrumbs separator="›" fz="sm">
          {trail.map((crumb) => (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="dimmed">
              {crumb.label}
            </Anchor>
          ))}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
