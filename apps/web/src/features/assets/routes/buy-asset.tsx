import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Decimal, roundToScale } from '@ledgerline/ledger';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.js';
import { searchAssets, useBuyAssets, type Contact } from '../api/assets.api.js';
import { addLine, AssetLinesTable, subtotalOf, type AssetLine } from '../components/asset-lines.js';
import { SearchPicker } from '../../../components/search-picker.js';
import { contactData, ContactPicker } from '../components/contact-picker.js';
import { randomReference } from '../components/format.js';
import { todayIsoDate } from '../../../lib/date.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { usePaymentAccounts } from '../components/payment-accounts.js';
import { assetPaths } from '../paths.js';
import { Money, useMoney } from '../../../lib/money-context.js';
import { readDecimal } from '../../../lib/decimal-input.js';

type AdjustmentType = 'fixed' | 'percent';

interface Values {
  location: string;
  reference: string;
  number: string;
  date: string;
  account: string;
  credit: boolean;
  useAdvancePayment: boolean;
  initial_deposit: string;
  due_date: string;
  hasDelivery: boolean;
  delivery: string;
  deliveryType: AdjustmentType;
  hasDiscount: boolean;
  discount: string;
  discountType: AdjustmentType;
  hasTax: boolean;
  tax: string;
  taxType: AdjustmentType;
}

/** LEDGER.md §1: a percent is of the subtotal; each amount rounded to the currency's decimals; blank or half typed counts as nothing. */
function adjustment(on: boolean, value: string, type: AdjustmentType, subtotal: Decimal, scale: number): Decimal {
  const amount = on ? readDecimal(value) : null;
  if (!amount) return new Decimal(0);
  return roundToScale(type === 'percent' ? subtotal.times(amount).dividedBy(100) : amount, scale);
}

/** Buy Asset (spec 001 §2, §3 Buy-asset form): Buy Details, Assets, Payments. */
export function BuyAssetPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const accounts = usePaymentAccounts();
  const buy = useBuyAssets();
  const [supplier, setSupplier] = useState<Contact | null>(null);
  const [lines, setLines] = useState<AssetLine[]>([]);
  const form = useForm<Values>({
    defaultValues: {
      location: '',
      reference: randomReference(),
      number: '',
      date: todayIsoDate(),
      account: 'Cash',
      credit: false,
      useAdvancePayment: false,
      initial_deposit: '0',
      due_date: '',
      hasDelivery: false,
      delivery: '',
      deliveryType: 'fixed',
      hasDiscount: false,
      discount: '',
      discountType: 'fixed',
      hasTax: false,
      tax: '',
      taxType: 'percent',
    },
  });
  const { register, control, watch, handleSubmit, formState, setError } = form;
  const values = watch();
  const subtotal = subtotalOf(lines, money.decimals);
  const total = subtotal
    .minus(adjustment(values.hasDiscount, values.discount, values.discountType, subtotal, money.decimals))
    .plus(adjustment(values.hasDelivery, values.delivery, values.deliveryType, subtotal, money.decimals))
    .plus(adjustment(values.hasTax, values.tax, values.taxType, subtotal, money.decimals));

  const submit = handleSubmit(async (v) => {
    try {
      const answer = await buy.mutateAsync({
        supplierData: supplier ? contactData(supplier) : undefined,
        location: v.location,
        reference: v.reference,
        number: v.number,
        date: v.date,
        assets: lines.map((line) => ({ id: line.id, quantity: line.quantity, price: line.price })),
        subtotal: subtotal.toFixed(money.decimals),
        total: total.toFixed(money.decimals),
        account: v.account,
        credit: v.credit,
        initial_deposit: v.credit ? v.initial_deposit : undefined,
        due_date: v.credit ? v.due_date : undefined,
        hasDelivery: v.hasDelivery,
        delivery: v.hasDelivery ? v.delivery : undefined,
        deliveryType: v.deliveryType,
        hasDiscount: v.hasDiscount,
        discount: v.hasDiscount ? v.discount : undefined,
        discountType: v.discountType,
        hasTax: v.hasTax,
        tax: v.hasTax ? v.tax : undefined,
        taxType: v.taxType,
      });
      notifications.show({ color: 'green', message: `Assets bought (${answer.data.reference})` });
      navigate(assetPaths.view);
    } catch (error) {
      if (error instanceof ApiError) setError('root', { message: error.message });
      else throw error;
    }
  });

  const toggles: {
    on: 'hasDelivery' | 'hasDiscount' | 'hasTax';
    value: 'delivery' | 'discount' | 'tax';
    type: 'deliveryType' | 'discountType' | 'taxType';
    label: string;
  }[] = [
    { on: 'hasDelivery', value: 'delivery', type: 'deliveryType', label: 'Delivery' },
    { on: 'hasDiscount', value: 'discount', type: 'discountType', label: 'Discount' },
    { on: 'hasTax', value: 'tax', type: 'taxType', label: 'VAT' },
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Anchor component={Link} to={assetPaths.hub}>
          ← Asset Management
        </Anchor>
        <Title order={2}>Buy Asset</Title>
        {formState.errors.root && <Alert color="red">{formState.errors.root.message}</Alert>}
        <Card withBorder>
          <Title order={4}>Buy Details</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ContactPicker role="Supplier" picked={supplier} onPick={setSupplier} />
            <TextInput label="Location" {...register('location')} />
            <TextInput label="Reference" {...register('reference')} />
            <TextInput label="Number" {...register('number')} />
            <Controller
              control={control}
              name="date"
              rules={{ required: 'Date is required' }}
              render={({ field, fieldState }) => <IsoDateInput label="Date" required {...field} error={fieldState.error?.message} />}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Title order={4}>Assets</Title>
          <SearchPicker
            label="Add an asset"
            emptyHint="Type to search asset..."
            queryKey={['assets', 'asset-search']}
            search={searchAssets}
            itemKey={(asset) => asset._id}
            itemLabel={(asset) => `${asset.name} (${asset.tag})`}
            onPick={(asset) => setLines((current) => addLine(current, asset))}
          />
          <AssetLinesTable lines={lines} onChange={setLines} priceEditable />
        </Card>
        <Card withBorder>
          <Title order={4}>Payments</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="account"
              rules={{ required: 'Choose the account' }}
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
                <Switch label="On credit" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} mt="lg" />
              )}
            />
            <Controller
              control={control}
              name="useAdvancePayment"
              render={({ field }) => (
                <Checkbox label="Use advance payment" checked={field.value} disabled onChange={(event) => field.onChange(event.currentTarget.checked)} />
              )}
            />
            {values.credit && (
              <>
                <Controller
                  control={control}
                  name="initial_deposit"
                  rules={{ required: 'Upfront payment is required' }}
                  render={({ field }) => (
                    <NumberInput
                      label="Initial deposit"
                      required
                      min={0}
                      decimalScale={2}
                      value={field.value}
                      onChange={(value) => field.onChange(String(value))}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="due_date"
                  rules={{ required: 'Due date is required' }}
                  render={({ field, fieldState }) => (
                    <IsoDateInput label="Due date for balance or refund" required {...field} error={fieldState.error?.message} />
                  )}
                />
              </>
            )}
          </SimpleGrid>
          {toggles.map((toggle) => (
            <Group key={toggle.on} mt="sm" align="end">
              <Controller
                control={control}
                name={toggle.on}
                render={({ field }) => <Switch label={toggle.label} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
              />
              {values[toggle.on] && (
                <>
                  <Controller
                    control={control}
                    name={toggle.value}
                    render={({ field }) => (
                      <NumberInput aria-label={toggle.label} min={0} decimalScale={4} value={field.value} onChange={(value) => field.onChange(String(value))} />
                    )}
                  />
                  <Controller
                    control={control}
                    name={toggle.type}
                    render={({ field }) => (
                      <SegmentedControl
                        data={[
                          { value: 'fixed', label: 'Fixed' },
                          { value: 'percent', label: '%' },
                        ]}
                        value={field.value}
                        onChange={(value) => field.onChange(value as AdjustmentType)}
                      />
                    )}
                  />
                </>
              )}
            </Group>
          ))}
          <Text mt="md">
            Subtotal: <Money amount={subtotal.toFixed()} />
          </Text>
          <Text fw={700} data-testid="buy-total">
            Total: <Money amount={total.toFixed()} />
          </Text>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={buy.isPending} disabled={buy.isPending || !supplier || lines.length === 0}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
