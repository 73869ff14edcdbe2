// SettingNew (/settings and /setting-dashboard): every settings page, one card each (the same pages as
// the settings tabs). What the Micro plan locks shows a lock and opens the 'Upgrade Plan' dialog.

import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconArchive,
  IconBell,
  IconBuildingBank,
  IconBuildingStore,
  IconCreditCard,
  IconHourglass,
  IconKey,
  IconLock,
  IconPlugConnected,
  IconReceipt,
  IconShieldCheck,
  IconSwitchHorizontal,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isMicroPlan, isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';
import { openUpgradeDialog } from '../../../lib/upgrade-dialog.js';

/** `memberText`: what the card says to a member, where the owner's words offer what only owner and admin may do. */
const CARDS: { to: string; title: string; text: string; memberText?: string; icon: ReactNode; ownerOrAdmin: boolean; planLocked?: boolean }[] = [
  { to: paths.profile, title: 'Profile', text: 'Your name, e-mail and role.', icon: <IconUser />, ownerOrAdmin: false },
  { to: paths.changePassword, title: 'Change password', text: 'Keep your account safe.', icon: <IconKey />, ownerOrAdmin: false },
  { to: paths.notification, title: 'Notifications', text: 'Which report and reminder e-mails you get.', icon: <IconBell />, ownerOrAdmin: false },
  { to: paths.businessProfile, title: 'Business profile', text: 'Name, logo and contacts on receipts.', icon: <IconBuildingStore />, ownerOrAdmin: true },
  { to: paths.bankAccounts, title: 'Bank accounts', text: 'Where money comes in and goes out.', icon: <IconBuildingBank />, ownerOrAdmin: true },
  { to: paths.accountSettings, title: 'Account settings', text: 'Tax, stock alerts, currency, footnote.', icon: <IconAdjustments />, ownerOrAdmin: true },
  {
    to: paths.lifespan,
    title: 'Asset lifespans',
    text: 'Useful life of each asset category, in months.',
    icon: <IconHourglass />,
    ownerOrAdmin: true,
    planLocked: true,
  },
  { to: paths.teams, title: 'Team', text: 'Invite people and choose what they see.', icon: <IconUsers />, ownerOrAdmin: true },
  { to: paths.roles, title: 'Roles', text: 'Custom roles and their permissions.', icon: <IconShieldCheck />, ownerOrAdmin: true },
  {
    to: paths.businesses,
    title: 'Businesses',
    text: 'Switch between or add businesses.',
    // Adding a business is the owner's or an admin's (000 §6).
    memberText: 'The businesses you belong to; switch between them.',
    icon: <IconSwitchHorizontal />,
    ownerOrAdmin: false,
  },
  {
    to: paths.plan,
    title: 'Plan',
    text: 'Your plan and what it includes.',
    memberText: 'The business’s plan and what it includes.',
    icon: <IconCreditCard />,
    ownerOrAdmin: false,
  },
  { to: paths.billings, title: 'Billing', text: 'Pay for your plan, extra users and the saved card.', icon: <IconReceipt />, ownerOrAdmin: true },
  { to: paths.integrations, title: 'Integrations', text: 'Card payments of invoices into your own bank.', icon: <IconPlugConnected />, ownerOrAdmin: true },
  { to: paths.archives, title: 'Archives', text: 'Archived products and contacts, voided transactions.', icon: <IconArchive />, ownerOrAdmin: true },
  { to: paths.manageAccount, title: 'Manage account', text: 'Reset the books or close the business.', icon: <IconAlertTriangle />, ownerOrAdmin: true },
];

function CardBody({ title, text, icon, locked }: { title: string; text: string; icon: ReactNode; locked: boolean }) {
  // Icon beside the words: a phone shows the whole list in two screens, not five.
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon variant="light" size={40} radius="md" style={{ flexShrink: 0 }} color={locked ? 'gray' : undefined}>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} c={locked ? 'dimmed' : undefined}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
      {locked && <IconLock size={16} aria-label="Locked on your plan" style={{ flexShrink: 0 }} />}
    </Group>
  );
}

export default function SettingsHomeRoute() {
  const user = useCurrentUserInShell();
  const navigate = useNavigate();
  const micro = isMicroPlan(user);
  const manager = isOwnerOrAdmin(user);
  const cards = CARDS.filter((card) => !card.ownerOrAdmin || manager).map((card) => ({ ...card, text: manager ? card.text : (card.memberText ?? card.text) }));
  return (
    <div>
      <Title order={1} size="h2" mb={4}>
        Settings
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        You, your business, your team and how the business is billed.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((card) =>
          card.planLocked && micro ? (
            <Card
              key={card.to}
              component="button"
              type="button"
              onClick={() => openUpgradeDialog(navigate)}
              className="summary-card"
              padding="md"
              ta="left"
              style={{ cursor: 'pointer', font: 'inherit', width: '100%' }}
            >
              <CardBody title={card.title} text={card.text} icon={card.icon} locked />
            </Card>
          ) : (
            <Card key={card.to} component={Link} to={card.to} className="summary-card" padding="md">
              <CardBody title={card.title} text={card.text} icon={card.icon} locked={false} />
            </Card>
          ),
        )}
      </SimpleGrid>
    </div>
  );
}
