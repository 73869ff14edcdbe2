import { Box, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { ApiError } from '../../../lib/api-client.js';
import { formatAmount } from '../../../lib/format.js';
import { usePublicMenu, type PublicQrMenu } from '../api/inventory.api.js';

function Section({ title, items, currency }: { title: string; items: PublicQrMenu['items']; currency: string }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 1 }}>
        {title}
      </Text>
      {items.map((item) => (
        <Group key={item.name} justify="space-between" wrap="nowrap" align="baseline">
          <Text fw={500}>{item.name}</Text>
          <Box style={{ flex: 1, borderBottom: '1px dotted var(--mantine-color-gray-4)', margin: '0 8px' }} />
          <Text fw={600}>{formatAmount(item.price, currency)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The public menu a printed QR code opens: no sign-in, nothing of the books but names and prices. */
export function PublicQrMenuPage() {
  const { id = '' } = useParams();
  const menu = usePublicMenu(id);
  const data = menu.data;
  // A code printed for a menu since removed (or mistyped): the customer is told plainly, with nothing to retry.
  const gone = menu.error instanceof ApiError && menu.error.status === 404;
  return (
    <Box mih="100vh" bg="gray.0" py={48}>
      <Container size={560}>
        <Paper withBorder radius="lg" p="xl" shadow="sm">
          {gone ? (
            <Stack gap="xs" align="center" py="md">
              <Title order={2} ta="center">
                This menu is not available
              </Title>
              <Text c="dimmed" ta="center">
                It may have been taken down. Please ask the staff for today’s prices.
              </Text>
            </Stack>
          ) : (
            <QueryState
              label="Loading the menu…"
              isLoading={menu.isLoading}
              error={menu.error}
              onRetry={() => void menu.refetch()}
              isEmpty={!data || data.items.length === 0}
              empty="This menu has nothing on it yet."
            >
              {data && (
                <Stack>
                  <div>
                    <Text size="sm" c="dimmed" ta="center">
                      {data.business.name}
                    </Text>
                    <Title order={1} ta="center">
                      {data.name}
                    </Title>
                    {data.description && (
                      <Text c="dimmed" ta="center" mt={4}>
                        {data.description}
                      </Text>
                    )}
                  </div>
                  <Divider />
                  <Section title="Products" items={data.items.filter((item) => item.type === 'PRODUCT')} currency={data.currency} />
                  <Section title="Services" items={data.items.filter((item) => item.type === 'SERVICE')} currency={data.currency} />
                </Stack>
              )}
            </QueryState>
          )}
        </Paper>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {data ? `Prices in ${data.currency} · ` : ''}Powered by Ledgerline
        </Text>
      </Container>
    </Box>
  );
}
