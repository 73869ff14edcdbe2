import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { FREE_PLAN_MESSAGE, UPGRADE_TITLE } from '../../../lib/access.js';
import { paths } from '../../../lib/paths.js';

/** Spec 001 §6, §8: the Micro plan's 'Upgrade Plan' dialog; the Upgrade button replaces the route with Plan. */
export function UpgradeModal({ opened, onClose, message = FREE_PLAN_MESSAGE }: { opened: boolean; onClose: () => void; message?: string }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={UPGRADE_TITLE}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => navigate(paths.plan, { replace: true })}>Upgrade</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Spec 001 §8: contact export on the free plan. */
export const EXPORT_PAID_ONLY_MESSAGE = 'Exporting of data is only available for Paid plans';
