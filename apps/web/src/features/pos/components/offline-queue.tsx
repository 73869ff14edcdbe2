import { Alert, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import type { useSaleQueue } from '../offline/use-sale-queue.js';

/** A queued sale's amount as money when it is a decimal string, as it was typed otherwise. */
function amountText(amount: unknown): string {
  const text = String(amount ?? '');
  return /^-?\d+(\.\d+)?$/.test(text) ? formatMoney(text) : text;
}

/** What the till holds that the server has not recorded: the waiting sales, and the refused ones with the server's reason. */
export function OfflineQueue({ queue }: { queue: ReturnType<typeof useSaleQueue> }) {
  return (
    <Card withBorder aria-label="Sales waiting to be sent">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge color={queue.online ? 'green' : 'orange'} data-testid="connection">
            {queue.online ? 'Online' : 'Offline'}
          </Badge>
          <Text size="sm" data-testid="waiting-count">
            {queue.waiting.length} waiting to send
          </Text>
          <Button size="xs" variant="light" onClick={() => void queue.flush()} loading={queue.sending} disabled={queue.waiting.length === 0}>
            Send now
          </Button>
        </Group>
        {queue.waiting.length > 0 ? (
          <List size="sm" data-testid="waiting-sales">
            {queue.waiting.map((sale) => (
              <List.Item key={sale.id}>
                Sale of {amountText(sale.body.amount)} queued {formatDate(sale.queuedAt)}{' '}
                {new Date(sale.queuedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
              </List.Item>
            ))}
          </List>
        ) : null}
        {queue.refused.map((sale) => (
          <Alert key={sale.id} color="red" title="Sale refused" data-testid="refused-sale">
            <Group justify="space-between">
              <Text size="sm">{sale.reason}</Text>
              <Button size="xs" variant="subtle" onClick={() => void queue.dismiss(sale.id)}>
                Dismiss
              </Button>
            </Group>
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}
