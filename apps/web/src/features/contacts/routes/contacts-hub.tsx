import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAddressBook, IconTruck, IconUser, IconUsers, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CreateContactModal } from '../components/create-contact-modal.js';
import { PageHeader } from '../components/page-header.js';
import { contactPaths } from '../paths.js';

const CARDS: { to: string; title: string; text: string; icon: Icon }[] = [
  { to: contactPaths.list(), title: 'All contacts', text: 'Everyone you do business with.', icon: IconAddressBook },
  { to: contactPaths.list('customers'), title: 'Customers', text: 'Who buys from you.', icon: IconUser },
  { to: contactPaths.list('suppliers'), title: 'Suppliers', text: 'Who you buy from.', icon: IconTruck },
  { to: contactPaths.list('others'), title: 'Others', text: 'Investors, lenders and the rest.', icon: IconUsers },
];

/** Contacts: the hub of the contact lists, with the create modal on hand. */
export function ContactsHubPage() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <PageHeader
        title="Contacts"
        subtitle="Customers, suppliers and everyone else in your books."
        actions={<Button onClick={() => setCreating(true)}>New contact</Button>}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {CARDS.map((card) => (
          <Card key={card.to} component={Link} to={card.to} withBorder padding="lg" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size="lg" variant="light" radius="md">
                <card.icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{card.title}</Text>
                <Text size="sm" c="dimmed">
                  {card.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
        <Card withBorder padding="lg" radius="md" style={{ opacity: 0.7 }}>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size="lg" variant="light" radius="md" color="gray">
              <IconUsersGroup size={20} />
            </ThemeIcon>
            <div>
              <Group gap="xs">
                <Text fw={600}>Customer groups</Text>
                <Badge variant="light" size="sm">
                  Coming soon
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Price lists and messages per group.
              </Text>
            </div>
          </Group>
        </Card>
      </SimpleGrid>
      <CreateContactModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
