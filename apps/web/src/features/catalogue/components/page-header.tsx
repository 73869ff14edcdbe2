import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page's back link, title, one line of what it is for, and its actions on the right. */
export function PageHeader({
  back,
  title,
  subtitle,
  actions,
}: {
  back?: { to: string; label: string };
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Stack gap={4} mb="md">
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          ← {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{title}</Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
