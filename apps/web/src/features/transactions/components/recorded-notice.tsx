import { Alert, Anchor, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths, withParams } from '../../../lib/paths.js';
import type { RecordedTransaction } from '../api/commands.js';

/** After a save: where the new transaction is, while the form is ready for the next one. */
export function RecordedNotice({ recorded, what, onClose }: { recorded: RecordedTransaction; what: string; onClose: () => void }) {
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={`${what} recorded`} withCloseButton onClose={onClose} mb="md" role="status">
      <Group gap="md">
        <span>
          Reference <strong>{recorded.reference}</strong>
        </span>
        <Anchor component={Link} to={withParams(paths.transaction, { reference: recorded.reference })}>
          View transaction
        </Anchor>
        <Anchor component={Link} to={paths.transactions}>
          All transactions
        </Anchor>
      </Group>
    </Alert>
  );
}
