import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { useCreateTransfer, useReplaceTransfer, useStockHere, useTransfer, type StockTransfer } from '../api/inventory.api.js';
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

/** A draft sent from here can be changed before it is sent (PUT /inventory/transfer-stock/{id}). */
export const isTransferEditable = (transfer: StockTransfer) => transfer.status === 'draft' && transfer.direction === 'out';

/** A draft transfer changed in the same form: its lines checked against what each product holds now. */
export function EditTransferPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const transfer = useTransfer(id);
  const replace = useReplaceTransfer();
  const item = transfer.data;
  const stock = useStockHere(item && isTransferEditable(item) ? item.items.map((line) => line.product) : []);
  const stockRead = stock.every((query) => query.isSuccess);
  const header = (
    <PageHeader
      trail={[{ to: inventoryPaths.transfers, label: 'Stock transfers' }]}
      title={item ? `Edit transfer ${item.reference}` : 'Edit transfer'}
      description="Change the destination, date, products or note before it is sent."
    />
  );
  if (!item || !isTransferEditable(item) || !stockRead) {
    return (
      <Stack>
        {header}
        <QueryState
          label="Loading the transfer…"
          isLoading={transfer.isLoading || (item !== undefined && isTransferEditable(item) && !stockRead && !stock.some((query) => query.isError))}
          error={transfer.error ?? stock.find((query) => query.error)?.error ?? null}
          onRetry={() => void transfer.refetch()}
          isEmpty={!item}
          empty="Not found."
        >
          <Alert color="yellow" title="This transfer can no longer be changed">
            Only a draft sent from this business can be. <Link to={inventoryPaths.transfer(id)}>Back to the transfer</Link>
          </Alert>
        </QueryState>
      </Stack>
    );
  }
  const initial = {
    destination: item.destination._id,
    date: item.date,
    note: item.note ?? '',
    items: item.items.map((line, index) => ({
      product: line.product,
      name: line.name,
      measurement: line.measurement,
      inStock: stock[index]!.data ?? '0',
      quantity: line.quantity,
    })),
  };
  return (
    <Stack>
      {header}
      <TransferForm
        initial={initial}
        onCancel={() => navigate(inventoryPaths.transfer(id))}
        submitting={replace.isPending}
        serverError={replace.error?.message}
        onSubmit={({ status: _status, ...body }) =>
          replace.mutate(
            { transferId: id, body },
            {
              onSuccess: (answer) => {
                notifications.show({ color: 'green', message: answer.message ?? 'Transfer updated' });
                navigate(inventoryPaths.transfer(id));
              },
            },
          )
        }
      />
    </Stack>
  );
}
