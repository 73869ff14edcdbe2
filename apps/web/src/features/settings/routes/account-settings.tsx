// AccountSettings: stock alert level, tax, production through WIP, selling below zero stock, the
// receipt footnote and the currency (locked by the server once the business has transactions).

import { Button, Card, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useAccountSettingsDetails, useChangeAccountSetting, type AccountSettings } from '../api.js';
import { SettingsPage } from '../../../components/settings-page.js';
// Every currency a business may keep: the ledger's list (spec 002 §9), NGN first.
import { CURRENCIES } from '@ledgerline/ledger';

function SettingCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={4}>{title}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      {children}
    </Card>
  );
}

function SettingsForms({ settings }: { settings: AccountSettings }) {
  const change = useChangeAccountSetting();
  const [stockLevel, setStockLevel] = useState<string | number>(settings.stockLevel ?? '');
  const [tax, setTax] = useState<string>(settings.tax ?? '');
  const [footnote, setFootnote] = useState<string>(settings.footnote ?? '');
  const [currency, setCurrency] = useState<string>(settings.currency);
  const busy = change.isPending;
  const taxValid = tax === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(tax) && Number(tax) <= 100);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SettingCard title="Low-stock alert" description="Warn when a product's stock falls to this many items.">
        <Group align="flex-end">
          <NumberInput label="Stock level" min={0} allowDecimal={false} value={stockLevel} onChange={setStockLevel} w={160} />
          <Button
            disabled={busy || stockLevel === '' || String(stockLevel) === String(settings.stockLevel ?? '')}
            onClick={() => change.mutate({ setting: 'stock-level', body: { stockLevel: Number(stockLevel) } })}
          >
            Save
          </Button>
        </Group>
      </SettingCard>
      <SettingCard title="Tax" description="The tax percent offered on sales (0 to 100, at most 2 decimals).">
        <Group align="flex-end">
          <TextInput
            label="Tax (%)"
            value={tax}
            onChange={(event) => setTax(event.currentTarget.value)}
            w={160}
            error={taxValid ? undefined : 'Enter a percent from 0 to 100'}
          />
          <Button disabled={busy || !taxValid || tax === '' || tax === (settings.tax ?? '')} onClick={() => change.mutate({ setting: 'tax', body: { tax } })}>
            Save
          </Button>
        </Group>
      </SettingCard>
      <SettingCard title="Production" description="Move raw materials through work in progress before finished goods.">
        <Switch
          label="Use work in progress"
          checked={settings.wipStatus ?? false}
          disabled={busy}
          onChange={(event) => change.mutate({ setting: 'wip', body: { wipStatus: event.currentTarget.checked } })}
        />
      </SettingCard>
      <SettingCard title="Selling without stock" description="Allow sales that take a product's stock below zero.">
        <Switch
          label="Allow selling below zero stock"
          checked={settings.allowZeroStockLevel ?? false}
          disabled={busy}
          onChange={(event) => change.mutate({ setting: 'inventory-zero-stock-level', body: { allowZeroStockLevel: event.currentTarget.checked } })}
        />
      </SettingCard>
      <SettingCard title="Receipt footnote" description="Printed at the foot of receipts and invoices.">
        <Stack>
          <Textarea value={footnote} onChange={(event) => setFootnote(event.currentTarget.value)} maxLength={500} autosize minRows={2} aria-label="Footnote" />
          <Button
            w="fit-content"
            disabled={busy || footnote === (settings.footnote ?? '')}
            onClick={() => change.mutate({ setting: 'footnote', body: { footnote: footnote.trim() === '' ? null : footnote } })}
          >
            Save footnote
          </Button>
        </Stack>
      </SettingCard>
      <SettingCard title="Currency" description="Amounts are kept and shown in it. It cannot change once the business has transactions.">
        <Group align="flex-end">
          <Select
            label="Currency"
            data={CURRENCIES}
            value={currency}
            onChange={(value) => value && setCurrency(value)}
            allowDeselect={false}
            w={160}
            searchable
          />
          <Button disabled={busy || currency === settings.currency} onClick={() => change.mutate({ setting: 'currency', body: { currency } })}>
            Save
          </Button>
        </Group>
      </SettingCard>
    </SimpleGrid>
  );
}

export default function AccountSettingsRoute() {
  const settings = useAccountSettingsDetails();
  return (
    <SettingsPage title="Account settings" description="How the books of this business behave.">
      {settings.isPending ? (
        <Skeleton h={300} />
      ) : settings.isError ? (
        <Text c="red" role="alert">
          Could not load the settings. {settings.error.message}
        </Text>
      ) : (
        <SettingsForms settings={settings.data} />
      )}
    </SettingsPage>
  );
}
