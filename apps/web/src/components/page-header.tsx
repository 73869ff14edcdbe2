import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Every page's header, the same on every screen: a back link or a breadcrumb trail, the title, one
 * line of what the page is for, and the page's actions on the right (under the title on a phone).
 */
export function PageHeader({
  title,
  description,
  subtitle,
  actions,
  trail,
  back,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The same as `description`. */
  subtitle?: ReactNode;
  actions?: ReactNode;
  trail?: { label: string; to: string }[];
  back?: { to: string; label: string };
}) {
  description ??= subtitle;
  return (
    <Stack gap={4} mb="lg">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          ← {back.label}
        </Anchor>
      )}
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
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
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
