import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAddressBook,
  IconArchive,
  IconCash,
  IconDownload,
  IconTruck,
  IconUpload,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NotAllowedPage } from '../../../app/routes/not-allowed.js';
import { PageHeader } from '../../../components/page-header.js';
import { NOT_IN_ROLE, hasAnyCode, isMicroPlan } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { contactFiles, downloadCsv } from '../api/contacts.api.js';
import { CreateContactModal } from '../components/create-contact-modal.js';
import { EXPORT_PAID_ONLY_MESSAGE, UpgradeModal } from '../components/upgrade-modal.js';
import { UploadContactsModal } from '../components/upload-contacts-modal.js';
import { contactPaths } from '../paths.js';

/** Spec 001 §6 codes of the hub's cards. */
const CODE = { contacts: 13, debtors: 10, creditors: 11, debtorsAndCreditors: 12, createContact: 30, deleteEntity: 39, bulkCreate: 66, export: 67 } as const;

const LINKS: { to: string; title: string; text: string; icon: Icon; anyOf: number[]; locked?: boolean }[] = [
  { to: contactPaths.list(), title: 'All contacts', text: 'Everyone you do business with.', icon: IconAddressBook, anyOf: [CODE.contacts] },
  { to: contactPaths.list('customers'), title: 'Customers', text: 'Who buys from you.', icon: IconUser, anyOf: [CODE.contacts] },
  { to: contactPaths.list('suppliers'), title: 'Suppliers', text: 'Who you buy from.', icon: IconTruck, anyOf: [CODE.contacts] },
  { to: contactPaths.list('others'), title: 'Others', text: 'Investors, lenders and the rest.', icon: IconUsers, anyOf: [CODE.contacts] },
  {
    to: withQuery(paths.debtorsAndCreditors, { group: 'debtors' }),
    title: 'Debtors',
    text: 'Who owes you.',
    icon: IconCash,
    anyOf: [CODE.debtors, CODE.debtorsAndCreditors],
  },
  {
    to: withQuery(paths.debtorsAndCreditors, { group: 'creditors' }),
    title: 'Creditors',
    text: 'Who you owe.',
    icon: IconCash,
    anyOf: [CODE.creditors, CODE.debtorsAndCreditors],
  },
  {
    to: contactPaths.archived,
    title: 'Archived contacts',
    text: 'Contacts put away, to restore.',
    icon: IconArchive,
    anyOf: [CODE.deleteEntity, CODE.contacts],
    locked: true,
  },
];

function CardBody({ icon: CardIcon, title, text, locked }: { icon: Icon; title: string; text: string; locked?: boolean }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <ThemeIcon size="lg" variant="light" radius="md">
        <CardIcon size={20} />
      </ThemeIcon>
      <div>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {locked && (
            <Badge variant="light" color="gray" size="sm" aria-label="Locked on the free plan">
              🔒
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
    </Group>
  );
}

/** Contacts: the hub of the contact lists, create and bulk create, export and the archive (spec 001 §2). */
export function ContactsHubPage() {
  const user = useCurrentUserInShell();
  const micro = isMicroPlan(user);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const cards = LINKS.filter((card) => hasAnyCode(user, card.anyOf));
  const may = { export: hasAnyCode(user, [CODE.export]), bulkCreate: hasAnyCode(user, [CODE.bulkCreate]), create: hasAnyCode(user, [CODE.createContact]) };

  const exportContacts = async () => {
    if (micro) return setUpgrade(EXPORT_PAID_ONLY_MESSAGE);
    setExporting(true);
    try {
      await downloadCsv(contactFiles.export, 'entities-export.csv');
    } catch (failure) {
      notifications.show({ color: 'red', message: (failure as Error).message });
    } finally {
      setExporting(false);
    }
  };

  // Nothing here the member's codes open: the app's not-allowed page, as on the other hubs.
  if (cards.length === 0 && !may.export && !may.bulkCreate && !may.create) return <NotAllowedPage />;

  return (
    <Stack>
      <PageHeader
        title="Contacts"
        description="Customers, suppliers and everyone else in your books."
        actions={
          <>
            {may.export && (
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportContacts()}>
                Export contacts{micro ? ' 🔒' : ''}
              </Button>
            )}
            {may.bulkCreate && (
              <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => (micro ? setUpgrade('') : setUploading(true))}>
                Bulk create contacts{micro ? ' 🔒' : ''}
              </Button>
            )}
            {may.create && <Button onClick={() => setCreating(true)}>New contact</Button>}
          </>
        }
      />
      {/* Only a button the member's codes open (a new contact, an import, an export): no list to show,
          and no lone 'Coming soon' card in its place, but the same words as the phone's menu. */}
      {cards.length === 0 ? (
        <Paper withBorder radius="md" p="lg" data-testid="contacts-not-in-role">
          <Text fw={600}>Contact lists</Text>
          <Text size="sm" c="dimmed">
            {NOT_IN_ROLE}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {cards.map((card) =>
            card.locked && micro ? (
              <UnstyledButton key={card.to} onClick={() => setUpgrade('')}>
                <Card withBorder padding="lg" radius="md" h="100%">
                  <CardBody {...card} />
                </Card>
              </UnstyledButton>
            ) : (
              <Card key={card.to} component={Link} to={card.to} withBorder padding="lg" radius="md">
                <CardBody {...card} locked={false} />
              </Card>
            ),
          )}
          {/* Not there yet: a dashed, grey card rather than faded text, which would read below AA contrast. */}
          <Card withBorder padding="lg" radius="md" bg="gray.0" style={{ borderStyle: 'dashed' }}>
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
      )}
      <CreateContactModal opened={creating} onClose={() => setCreating(false)} />
      <UploadContactsModal opened={uploading} onClose={() => setUploading(false)} />
      <UpgradeModal opened={upgrade !== null} onClose={() => setUpgrade(null)} message={upgrade || undefined} />
    </Stack>
  );
}
