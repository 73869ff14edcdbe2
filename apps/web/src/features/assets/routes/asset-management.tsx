import { Button, Card, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { useCreateAsset } from '../api/assets.api.js';
import { AssetForm } from '../components/asset-form.js';
import { assetPaths } from '../paths.js';

const LINKS = [
  { to: assetPaths.view, title: 'Assets', text: 'Summary and every asset with its book value' },
  { to: assetPaths.buy, title: 'Buy Asset', text: 'Buy assets from a supplier' },
  { to: assetPaths.sell, title: 'Sell Assets', text: 'Sell assets to a buyer' },
  { to: assetPaths.transactions, title: 'Asset Transactions', text: 'Every asset purchase and sale' },
  { to: assetPaths.categories, title: 'Asset Categories', text: 'Categories with their group and useful life' },
];

/** The Asset Management hub (owner and admin only, spec 001 §2). */
export function AssetManagementPage() {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateAsset();
  return (
    <Stack>
      <Title order={2}>Asset Management</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {LINKS.map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder>
            <Text fw={600}>{link.title}</Text>
            <Text size="sm" c="dimmed">
              {link.text}
            </Text>
          </Card>
        ))}
        <Card withBorder>
          <Text fw={600}>New asset</Text>
          <Button mt="sm" onClick={open}>
            Create asset
          </Button>
        </Card>
      </SimpleGrid>
      <Modal opened={opened} onClose={close} title="Create Asset" size="lg">
        <AssetForm
          submitLabel="Create asset"
          onSubmit={async (submission) => {
            await create.mutateAsync(submission);
            notifications.show({ color: 'green', message: 'Asset created' });
            close();
          }}
        />
      </Modal>
    </Stack>
  );
}
