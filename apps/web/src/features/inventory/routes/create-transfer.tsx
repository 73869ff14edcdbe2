import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { useCreateTransfer } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { TransferForm } from '../components/transfer-form.js';
import { inventoryPaths } from '../paths.js';

/** TransferStock: create a transfer (sent at once, or kept as a draft). */
export function CreateTransferPage() {
  const navigate = useNavigate();
  const create = useCreateTransfer();
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.transfers, label: 'Stock transfers' }]}
        title="Transfer stock"
        description="Move goods to another business you own."
      />
      <TransferForm
        submitting={create.isPending}
        serverError={create.error?.message}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message ?? 'Stock transferred' });
              navigate(inventoryPaths.transfer(answer.data.id));
            },
          })
        }
      />
    </Stack>
  );
}
