// The get-started checklist (000 §2.3): five steps of 20 percent each, a floating panel that can be
// closed and reopened, and 'Dont show this again' kept in local storage. The dashboard loads the
// panel only when it is opened.

import { Anchor, Button, Card, CloseButton, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '../../../lib/paths.js';
import type { GetStarted } from '../api.js';
import { useChecklistHidden } from '../checklist-hidden.js';

const STEPS: { key: keyof GetStarted['steps']; label: string; to: string }[] = [
  { key: 'profile', label: 'Complete your business profile', to: paths.businessProfile },
  { key: 'bankAccount', label: 'Add a bank account', to: paths.bankAccounts },
  { key: 'products', label: 'Add your products or services', to: paths.products },
  { key: 'teamMembers', label: 'Invite a team member', to: withQuery(paths.teams, { invite: 1 }) },
  { key: 'sales', label: 'Record your first sale', to: paths.addTransaction },
];

export function ChecklistSteps({ data }: { data: GetStarted }) {
  return (
    <Stack gap="sm">
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm" fw={600}>
            {data.progress}% complete
          </Text>
        </Group>
        <Progress value={data.progress} aria-label="Get-started progress" />
      </div>
      {STEPS.map((step) => (
        <Group key={step.key} gap="xs" wrap="nowrap">
          <ThemeIcon size={22} radius="xl" variant={data.steps[step.key] ? 'filled' : 'light'} color={data.steps[step.key] ? 'teal' : 'gray'}>
            {data.steps[step.key] ? <IconCircleCheck size={16} /> : <IconCircleDashed size={16} />}
          </ThemeIcon>
          {data.steps[step.key] ? (
            <Text size="sm" td="line-through" c="dimmed">
              {step.label}
            </Text>
          ) : (
            <Anchor component={Link} to={step.to} size="sm">
              {step.label}
            </Anchor>
          )}
        </Group>
      ))}
    </Stack>
  );
}

export function GetStartedPanel({ data, onClose }: { data: GetStarted; onClose: () => void }) {
  const [, setHidden] = useChecklistHidden();
  return (
    <Card shadow="lg" w={320} withBorder style={{ position: 'fixed', right: 24, bottom: 84, zIndex: 150 }} role="dialog" aria-label="Get started">
      <Group justify="space-between" mb="sm">
        <Title order={5}>Get started</Title>
        <CloseButton aria-label="Close checklist" onClick={onClose} />
      </Group>
      <ChecklistSteps data={data} />
      <Button variant="subtle" size="xs" color="gray" mt="sm" onClick={() => setHidden(true)}>
        Dont show this again
      </Button>
    </Card>
  );
}
