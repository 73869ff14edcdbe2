import { Anchor, Button, Card, CopyButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { displayDate } from '../../../lib/format.js';
import { qrMenuImageUrl, qrMenuPdfUrl, useMenus } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { inventoryPaths } from '../paths.js';

/** QRMenus: each menu with its QR code, its public page and the PDF to print. */
export function QrMenusPage() {
  const menus = useMenus();
  const rows = menus.data ?? [];
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.hub, label: 'Products & Services' }]}
        title="QR menus"
        description="Print the code; customers scan it and see your prices."
        actions={
          <Button component={Link} to={inventoryPaths.createMenu}>
            New QR menu
          </Button>
        }
      />
      <QueryState
        label="Loading QR menus…"
        isLoading={menus.isLoading}
        error={menus.error}
        onRetry={() => void menus.refetch()}
        isEmpty={rows.length === 0}
        empty="No QR menus yet. Create one from your products and services with “New QR menu”."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((menu) => (
            <Card key={menu._id} withBorder radius="md" padding="lg">
              <Group wrap="nowrap" align="flex-start">
                <Image src={qrMenuImageUrl(menu._id)} alt={`QR code of ${menu.name}`} w={112} h={112} />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600}>{menu.name}</Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {menu.description ?? `${menu.items.length} item${menu.items.length === 1 ? '' : 's'}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Created {displayDate(menu.createdAt)}
                  </Text>
                </Stack>
              </Group>
              <Group mt="md" gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  component="a"
                  href={qrMenuPdfUrl(menu._id)}
                  download={`${menu.name}.pdf`}
                  leftSection={<IconDownload size={14} />}
                >
                  PDF
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component="a"
                  href={inventoryPaths.publicMenu(menu._id)}
                  target="_blank"
                  rel="noreferrer"
                  leftSection={<IconExternalLink size={14} />}
                >
                  Open page
                </Button>
                <CopyButton value={menu.url}>
                  {({ copied, copy }) => (
                    <Anchor component="button" size="xs" onClick={copy}>
                      {copied ? 'Link copied' : 'Copy link'}
                    </Anchor>
                  )}
                </CopyButton>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}
