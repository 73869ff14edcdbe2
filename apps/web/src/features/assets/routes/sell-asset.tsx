import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.js';
import { searchAssets, useSellAssets, type Contact } from '../api/assets.api.js';
import { addLine, AssetLinesTable, subtotalOf, type AssetLine } from '../components/asset-lines.js';
import { SearchPicker } from '../../../components/search-picker.js';
import { contactData, contactName, ContactPicker } from '../components/contact-picker.js';
import { randomReference } from '../components/format.js';
import { todayIsoDate } from '../../../lib/date.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { usePaymentAccounts } from '../components/payment-accounts.js';
import { ASSET_CODES, useAssetPermissions } from '../components/permissions.js';
import { assetPaths } from '../paths.js';
import { Money, useMoney } from '../../../lib/money-context.js';

interface Values {
  date: string;
  description: string;
  reference: string;
  account: string;
  credit: boolean;
  due_date: string;
}

/** Sell Assets (spec 001 §2, §3 Asset sale draft): a Money-In of category Asset Sales. */
export function SellAssetPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const accounts = usePaymentAccounts();
  const permissions = useAssetPermissions();
  const sell = useSellAssets();
  const [buyer, setBuyer] = useState<Contact | null>(null);
  const [lines, setLines] = useState<AssetLine[]>([]);
  const { register, control, watch, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: { date: todayIsoDate(), description: '', reference: randomReference(), account: 'Cash', credit: false, due_date: '' },
  });
  const credit = watch('credit');
  const amount = subtotalOf(lines, money.decimals);

  const submit = handleSubmit(async (v) => {
    if (!buyer) {
      setError('root', { message: 'Buyer name is required' });
      return;
    }
    try {
      const answer = await sell.mutateAsync({
        date: v.date,
        description: v.description,
        type: 'asset_sale',
        reference: v.reference,
        amount: amount.toFixed(money.decimals),
        account: v.account,
        credit: v.credit,
        due_date: v.credit ? v.due_date : undefined,
        entity: contactName(buyer),
        entityId: buyer._id,
        entityName: buyer._id,
        entityData: contactData(buyer),
        assets: lines.map((line) => ({ id: line.id, quantity: line.quantity, price: line.price })),
      });
      notifications.show({ color: 'green', message: `Assets sold (${answer.data.reference})` });
      navigate(assetPaths.transactions);
    } catch (error) {
      if (error instanceof ApiError) setError('root', { message: error.message });
      else throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Anchor component={Link} to={assetPaths.hub}>
          ← Asset Management
        </Anchor>
        <Title order={2}>Sell Assets</Title>
        <Text c="dimmed">Money-In · Asset Sales · SA0001</Text>
        {formState.errors.root && <Alert color="red">{formState.errors.root.message}</Alert>}
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="date"
              rules={{ required: 'Date is required' }}
              render={({ field, fieldState }) => <IsoDateInput label="Date" required {...field} error={fieldState.error?.message} />}
            />
            <TextInput label="Reference" {...register('reference')} />
            <ContactPicker role="Buyer" picked={buyer} onPick={setBuyer} />
            <TextInput label="Description" {...register('description')} />
            <Controller
              control={control}
              name="account"
              render={({ field }) => (
                <Select
                  label="Account"
                  required
                  data={accounts.data ?? [{ value: 'Cash', label: 'Cash' }]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'Cash')}
                />
              )}
            />
            <Controller
              control={control}
              name="credit"
              render={({ field }) => (
                <Switch label="On credit" mt="lg" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
              )}
            />
            {credit && (
              <Controller
                control={control}
                name="due_date"
                rules={{ required: 'Balance/Refund Due Date is required' }}
                render={({ field, fieldState }) => <IsoDateInput label="Balance/Refund Due Date" required {...field} error={fieldState.error?.message} />}
              />
            )}
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <SearchPicker
            label="Add an asset"
            emptyHint="Type to search asset..."
            queryKey={['assets', 'asset-search']}
            search={searchAssets}
            itemKey={(asset) => asset._id}
            itemLabel={(asset) => `${asset.name} (${asset.tag}) · ${asset.qty_in_stock} held`}
            onPick={(asset) => setLines((current) => addLine(current, asset))}
          />
          <AssetLinesTable lines={lines} onChange={setLines} priceEditable={permissions.has(ASSET_CODES.editPrices)} maxIsStock />
          <Text fw={700} mt="sm">
            Amount: <Money amount={amount.toFixed()} />
          </Text>
        </Card>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(assetPaths.hub)}>
            Cancel
          </Button>
          <Button type="submit" disabled={sell.isPending || lines.length === 0}>
            {sell.isPending ? 'Processing...' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
