import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBox,
  IconCategory,
  IconClipboardList,
  IconCoins,
  IconQrcode,
  IconReportAnalytics,
  IconTag,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CreateProductDialog, creatableTabs, type CreateTab } from '../components/create-product-dialog.js';
import { PageHeader } from '../../../components/page-header.js';
import { InventorySummarySection } from '../components/inventory-summary.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { codes, hasAnyCode, isOwnerOrAdmin, type Access } from '../../../lib/access.js';
import { NotAllowedPage } from '../../../app/routes/not-allowed.js';
import { paths } from '../../../lib/paths.js';
import { cataloguePaths } from '../paths.js';

interface HubCard {
  to: string;
  title: string;
  text: string;
  icon: Icon;
  /** The permission codes that open it (spec 001 §6; owner and admin always). */
  anyOf?: readonly number[];
  ownerOrAdminOnly?: boolean;
}

/** Each card only to whom its page opens. */
const mayOpen = (card: HubCard, user: Access) => (card.ownerOrAdminOnly ? isOwnerOrAdmin(user) : hasAnyCode(user, card.anyOf));

const CARDS: HubCard[] = [
  { to: cataloguePaths.products, title: 'Products', text: 'Everything you stock: quantities, prices and value.', icon: IconBox, anyOf: [codes.products] },
  { to: cataloguePaths.services, title: 'Services', text: 'What you sell that is not stocked.', icon: IconTool, anyOf: [codes.services] },
  {
    to: cataloguePaths.stockTransfers,
    title: 'Stock transfers',
    text: 'Move goods between your businesses.',
    icon: IconArrowsExchange,
    anyOf: [codes.transfers],
  },
  {
    to: cataloguePaths.purchaseOrders,
    title: 'Purchase orders',
    text: 'Order from suppliers and receive the goods.',
    icon: IconClipboardList,
    anyOf: [codes.purchaseOrders],
  },
  { to: cataloguePaths.qrMenus, title: 'QR menus', text: 'A price list customers open from a QR code.', icon: IconQrcode, anyOf: [codes.qrMenu] },
  { to: cataloguePaths.categories, title: 'Categories', text: 'Group your products.', icon: IconCategory, anyOf: [codes.categories] },
  { to: cataloguePaths.brands, title: 'Brands', text: 'The makers of what you sell.', icon: IconTag, anyOf: [codes.brands] },
  {
    to: paths.inventoryReport,
    title: 'Inventory report',
    text: 'Stock movements and value over a period.',
    icon: IconReportAnalytics,
    anyOf: [codes.inventoryReport],
  },
  { to: cataloguePaths.priceAdjustment, title: 'Price adjustment', text: 'New prices for many items at once.', icon: IconCoins, ownerOrAdminOnly: true },
];

/** Who may read the summary's figures (GET /inventories/summary and its lists: 50, 5 or 6). */
const SUMMARY_CODES = [codes.viewInventory, codes.productsSummary, codes.products];

/** The query that opens the create dialog on arrival: the Quick Action and '+ Add' shortcuts (000 §2.1). */
export const CREATE_ON_ARRIVAL = 'create';

/** ProductsAndServices: the hub of the catalogue, with the create dialog on hand. */
export function ProductsHubPage() {
  const [chosen, setCreating] = useState<CreateTab | null>(null);
  // No button to what the server would refuse the user (creatableTabs).
  const user = useCurrentUserInShell();
  const may = creatableTabs(user);
  // Arriving from a shortcut (?create): the dialog opens on the first kind the user may create.
  const [params, setParams] = useSearchParams();
  const onArrival = params.has(CREATE_ON_ARRIVAL) ? (['regular', 'services', 'variants'] as const).find((tab) => may[tab]) : undefined;
  const creating = chosen ?? onArrival ?? null;
  const close = () => {
    setCreating(null);
    if (params.has(CREATE_ON_ARRIVAL)) setParams((current) => (current.delete(CREATE_ON_ARRIVAL), current), { replace: true });
  };
  const cards = CARDS.filter((card) => mayOpen(card, user));
  // Nothing here the member's codes open (no card, summary or create button): not a blank page.
  if (cards.length === 0 && !hasAnyCode(user, SUMMARY_CODES) && !may.regular && !may.services && !may.variants) return <NotAllowedPage />;
  return (
    <Stack>
      <PageHeader
        title="Products & Services"
        description="Your catalogue, stock and the orders that move it."
        actions={
          <>
            {may.services && (
              <Button variant="default" onClick={() => setCreating('services')}>
                New service
              </Button>
            )}
            {may.variants && (
              <Button variant="default" onClick={() => setCreating('variants')}>
                New product with variants
              </Button>
            )}
            {may.regular && <Button onClick={() => setCreating('regular')}>New product</Button>}
          </>
        }
      />
      {hasAnyCode(user, SUMMARY_CODES) && <InventorySummarySection />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => (
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
      </SimpleGrid>
      <CreateProductDialog opened={creating !== null} initialTab={creating ?? 'regular'} onClose={close} />
    </Stack>
  );
}
