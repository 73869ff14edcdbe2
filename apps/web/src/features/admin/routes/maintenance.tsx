// Maintenance (staff only): the scripts of spec 002 §7, each with its button and, once started, its
// job's progress.

import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.js';
import { maintenanceScripts, useJobStatus, useRunScript, type MaintenanceScript } from '../api/scripts.js';

function JobProgress({ jobId }: { jobId: string }) {
  const status = useJobStatus(jobId);
  if (status.isPending)
    return (
      <Text size="sm" c="dimmed">
        Waiting for the job…
      </Text>
    );
  if (status.isError)
    return (
      <Text size="sm" c="red.7">
        {status.error.message}
      </Text>
    );
  const { state, progress, error, projector } = status.data;
  const percent = Math.round(progress.percent ?? (state === 'completed' ? 100 : 0));
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Group gap={6}>
          <Text size="xs" fw={600}>
            {projector}
          </Text>
          <Badge color={state === 'completed' ? 'teal' : state === 'failed' ? 'red' : 'blue'} variant="light">
            {state}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {progress.total ? `${progress.processed ?? 0} of ${progress.total}` : `${percent}%`}
        </Text>
      </Group>
      <Progress value={percent} color={state === 'failed' ? 'red' : 'blue'} animated={state === 'active'} aria-label="Job progress" />
      {error && (
        <Text size="xs" c="red.7">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function ScriptCard({ script }: { script: MaintenanceScript }) {
  const run = useRunScript(script);
  const [orgId, setOrgId] = useState('');
  const started = run.data?.data;
  const jobIds = started ? (started.jobIds ?? [started.jobId]) : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={script.label}>
      <Stack gap="sm">
        <div>
          <Title order={5}>{script.label}</Title>
          <Text size="sm" c="dimmed">
            {script.description}
          </Text>
        </div>
        {script.takesBusinessId && (
          <TextInput size="xs" label="Business id (optional)" value={orgId} onChange={(event) => setOrgId(event.currentTarget.value)} />
        )}
        <Group>
          <Button size="xs" onClick={() => run.mutate(orgId.trim() || undefined)} loading={run.isPending}>
            Run
          </Button>
        </Group>
        {run.isSuccess && (
          <Text size="sm">
            {run.data.message ?? 'Queued.'}
            {!script.rebuild && ` Job ${started?.jobId}.`}
          </Text>
        )}
        {/* Rebuilds report their progress; the mail runs send in the worker and say so in the outbox. */}
        {script.rebuild && jobIds.map((jobId) => <JobProgress key={jobId} jobId={jobId} />)}
      </Stack>
    </Paper>
  );
}

export function AdminMaintenanceRoute() {
  return (
    <>
      <PageHeader title="Maintenance" description="Scripts that e-mail every business or repair past records. Each runs as a job in the background." />
      <Alert color="yellow" mb="md">
        These act on every business. Run one only when you mean to.
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {maintenanceScripts.map((script) => (
          <ScriptCard key={script.key} script={script} />
        ))}
      </SimpleGrid>
    </>
  );
}
