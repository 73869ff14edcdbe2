import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Collapse,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateProduct, useNextSku, useOtherBusinesses, useReplicateProduct, type ItemType, type Product } from '../api/catalogue.api.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { usePaymentAccounts } from '../../../lib/payment-accounts.js';
import { Tour, TourStep, type TourStepDefinition } from '../../../components/tour.js';
import { codes, createProductCodes, createServiceCodes, hasAnyCode, isOwnerOrAdmin, type Access } from '../../../lib/access.js';
import { useCurrentUserIfInShell } from '../../../lib/current-user.js';
import { VariantsForm } from '../variants/variants-form.js';
import { RawMaterialLines, rawMaterialErrors, toRawMaterialsBody, type RawMaterialLineValue } from '../raw-materials/raw-material-lines.js';
import { EVERY_OTHER_BUSINESS, OtherBusinessesField, replicaTargets, type OtherBusinessesChoice } from './other-businesses-field.js';
import { ProductLabelFields } from './product-label-fields.js';
import {
  emptyProduct,
  IMAGE_TYPES,
  isPurchaseQuantity,
  MAX_IMAGE_BYTES,
  plainNumber,
  productSchema,
  toCreateBody,
  type ProductFormValues,
} from './product-schema.js';

export type CreateTab = 'regular' | 'variants' | 'services';

/**
 * What the user may create, as POST /inventories decides (spec 001 §6, 002 §6): a product with 32
 * or 34, a service with 33, a product with variants with 54 besides 32 or 34. Owner and admin all.
 */
export function creatableTabs(user: Pick<Access, 'role' | 'rolePermissions'>): Record<CreateTab, boolean> {
  const regular = hasAnyCode(user, createProductCodes);
  return { regular, variants: regular && hasAnyCode(user, [codes.createVariant]), services: hasAnyCode(user, createServiceCodes) };
}

const EVERY_TAB: Record<CreateTab, boolean> = { regular: true, variants: true, services: true };

/** The create-product tour (spec 001): runs when the dialog opens while the user's createProduct tour is active. */
export const CREATE_PRODUCT_TOUR: readonly TourStepDefinition[] = [
  { id: 'product-kinds', title: 'What you are adding', text: 'A regular product, a product with variants (sizes, colours), or a service.' },
  { id: 'product-name', title: 'Name and SKU', text: 'Name the product; the SKU is suggested for you and can be changed.' },
  { id: 'product-prices', title: 'Prices and stock', text: 'Quantity in stock, the low-stock level that warns you, and what it costs and sells for.' },
  { id: 'product-save', title: 'Save', text: 'Create the product: it is in your inventory and ready to sell.' },
];

interface CreateProductDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The tab it opens on: Services on the services pages, else Regular Product (spec 001 §2). */
  initialTab?: CreateTab;
  onCreated?: (product: Product) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Create Product/Service: three tabs; closes on Esc, the close icon or an outside click. */
export function CreateProductDialog({ opened, onClose, initialTab = 'regular', onCreated }: CreateProductDialogProps) {
  const [tab, setTab] = useState<CreateTab>(initialTab);
  useEffect(() => {
    if (opened) setTab(initialTab);
  }, [opened, initialTab]);
  // Only the tabs the server lets the user submit (creatableTabs); outside the shell the server alone decides.
  const user = useCurrentUserIfInShell();
  const may = user ? creatableTabs(user) : EVERY_TAB;
  return (
    <Modal opened={opened} onClose={onClose} title="Create Product/Service" size="xl" closeOnEscape closeOnClickOutside>
      <Tour name="createProduct" steps={CREATE_PRODUCT_TOUR}>
        <Tabs value={tab} onChange={(value) => setTab((value as CreateTab) ?? 'regular')} keepMounted={false}>
          <TourStep id="product-kinds">
            <Tabs.List mb="md">
              {may.regular && <Tabs.Tab value="regular">Regular Product</Tabs.Tab>}
              {may.variants && <Tabs.Tab value="variants">Product with variants</Tabs.Tab>}
              {may.services && <Tabs.Tab value="services">Services</Tabs.Tab>}
            </Tabs.List>
          </TourStep>
          {may.regular && (
            <Tabs.Panel value="regular">
              <ProductForm type="PRODUCT" onDone={onClose} onCreated={onCreated} />
            </Tabs.Panel>
          )}
          {may.variants && (
            <Tabs.Panel value="variants">
              <VariantsForm onDone={onClose} onCreated={onCreated} />
            </Tabs.Panel>
          )}
          {may.services && (
            <Tabs.Panel value="services">
              <ProductForm type="SERVICE" onDone={onClose} onCreated={onCreated} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Tour>
    </Modal>
  );
}

/**
 * Spec 001 §5: with a negative quantity the product is created as a purchase. Account Type: Cash
 * plus the bank accounts (by bank name: our bank accounts carry no alias), required, and the
 * warning that quantity × cost price is deducted from the chosen account.
 */
function PurchaseAccountField({
  value,
  onChange,
  error,
  quantity,
  cost,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  quantity: string;
  cost: string;
}) {
  const accounts = usePaymentAccounts();
  const money = useMoney();
  const options = (accounts.data?.accounts ?? []).map((account) => ({ value: account.id, label: account.id === 'cash' ? 'Cash' : account.name }));
  const amount = /^\d+(\.\d+)?$/.test(plainNumber(cost))
    ? money.format(new Decimal(plainNumber(quantity)).abs().times(plainNumber(cost)).toFixed(money.decimals))
    : null;
  return (
    <Stack gap="xs">
      <Select
        label="Account Type"
        required
        placeholder={accounts.isPending ? 'Loading accounts…' : 'Cash or a bank account'}
        data={options}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        disabled={accounts.isPending}
        error={error ?? (accounts.isError ? 'Could not load your accounts.' : undefined)}
        allowDeselect={false}
      />
      <Alert color="yellow" icon={<IconAlertTriangle size={16} />} p="xs">
        This record will be created as a purchase: quantity times cost price{amount ? ` (${amount})` : ''} will be deducted from the chosen account.
      </Alert>
    </Stack>
  );
}

interface ProductFormProps {
  type: ItemType;
  onDone: () => void;
  onCreated?: (product: Product) => void;
}

export function ProductForm({ type, onDone, onCreated }: ProductFormProps) {
  const money = useMoney();
  const isProduct = type === 'PRODUCT';
  const [moreFields, setMoreFields] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  const [rawLines, setRawLines] = useState<RawMaterialLineValue[]>([]);
  const [rawErrors, setRawErrors] = useState<Record<number, string>>({});
  const sku = useNextSku(type, true);
  const create = useCreateProduct();
  // Made in the owner's other businesses too (owner or admin only; ticked, every business, by default).
  const user = useCurrentUserIfInShell();
  const others = useOtherBusinesses(user !== null && isOwnerOrAdmin(user));
  const replicate = useReplicateProduct();
  const [elsewhere, setElsewhere] = useState<OtherBusinessesChoice>(EVERY_OTHER_BUSINESS);
  const [elsewhereError, setElsewhereError] = useState<string | undefined>();
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productSchema), defaultValues: emptyProduct(type) });
  const { register, control, handleSubmit, formState, setValue, watch, setError } = form;
  const errors = formState.errors;

  // The next free SKU, until the owner types their own.
  useEffect(() => {
    if (sku.data && form.getValues('sku') === '') setValue('sku', sku.data);
  }, [sku.data, form, setValue]);

  const submit = handleSubmit(async (values) => {
    const lineErrors = rawMaterialErrors(rawLines);
    setRawErrors(lineErrors);
    if (Object.keys(lineErrors).length > 0) return;
    const recipe = isProduct && rawLines.length > 0 ? { hasRawMaterial: true, rawMaterials: toRawMaterialsBody(rawLines) } : {};
    const targets = replicaTargets(others.data ?? [], elsewhere, isProduct);
    setElsewhereError(targets ? undefined : 'Enter each quantity as a number, 0 or more');
    if (!targets) return;
    try {
      const answer = await create.mutateAsync({ ...toCreateBody(values), ...recipe });
      notifications.show({ color: 'green', message: answer.message ?? `${values.name} created` });
      if (targets.length > 0) {
        // Made here already: a refusal elsewhere is told, and the dialog still closes.
        await replicate.mutateAsync({ product: answer.data._id, businesses: targets }).then(
          (copied) => notifications.show({ color: 'green', message: copied.message ?? `${values.name} created in your other businesses` }),
          (failure: Error) =>
            notifications.show({ color: 'red', message: `${values.name} was created here but not in your other businesses: ${failure.message}` }),
        );
      }
      onCreated?.(answer.data);
      onDone();
    } catch (error) {
      const failure = error as { message: string; errors?: { field: string; message: string }[] };
      for (const field of failure.errors ?? []) {
        if (field.field in values) setError(field.field as keyof ProductFormValues, { message: field.message });
      }
      notifications.show({ color: 'red', message: failure.message });
    }
  });

  const quantity = watch('quantity');
  const buying = isProduct && isPurchaseQuantity(quantity ?? '');

  return (
    <form onSubmit={submit} noValidate aria-label={isProduct ? 'Create product' : 'Create service'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TourStep id="product-name">
            <TextInput label={isProduct ? 'Product name' : 'Service name'} required {...register('name')} error={errors.name?.message} />
          </TourStep>
          <TextInput label={isProduct ? 'SKU' : 'Service ID'} required {...register('sku')} error={errors.sku?.message} />
          {isProduct && (
            <TourStep id="product-prices">
              <TextInput label="Quantity" required inputMode="decimal" {...register('quantity')} error={errors.quantity?.message} />
            </TourStep>
          )}
          {isProduct && <TextInput label="Low stock level" required inputMode="decimal" {...register('stockLevel')} error={errors.stockLevel?.message} />}
          {isProduct && (
            <TextInput
              label="Cost price"
              leftSection={money.symbol}
              required={buying}
              inputMode="decimal"
              {...register('buyingPrice')}
              error={errors.buyingPrice?.message}
            />
          )}
          <TextInput
            label={isProduct ? 'Selling price' : 'Unit price'}
            leftSection={money.symbol}
            required
            inputMode="decimal"
            {...register('sellingPrice')}
            error={errors.sellingPrice?.message}
          />
        </SimpleGrid>
        {buying && (
          <Controller
            control={control}
            name="accountType"
            render={({ field }) => (
              <PurchaseAccountField
                value={field.value}
                onChange={field.onChange}
                error={errors.accountType?.message}
                quantity={quantity}
                cost={watch('buyingPrice').trim()}
              />
            )}
          />
        )}
        <ProductLabelFields control={control} />

        {isProduct && <RawMaterialLines value={rawLines} onChange={setRawLines} errors={rawErrors} />}
        <Anchor component="button" type="button" size="sm" onClick={() => setMoreFields((open) => !open)} aria-expanded={moreFields}>
          {moreFields ? 'Hide extra fields' : 'Add more fields'}
        </Anchor>
        <Collapse expanded={moreFields}>
          <Stack gap="sm">
            <Textarea label="Description" minRows={2} rows={2} {...register('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {isProduct && <TextInput label="Size" {...register('size')} />}
              {isProduct && <TextInput label="Colour" {...register('color')} />}
              <TextInput label="Barcode" {...register('barcode')} disabled={watch('isBarcodeAutoGenerated')} />
              <Checkbox mt={{ sm: 30 }} label="Generate a barcode for me" {...register('isBarcodeAutoGenerated')} />
              {isProduct && (
                <Controller
                  control={control}
                  name="expiryDate"
                  render={({ field }) => <IsoDateInput label="Expiry date" clearable value={field.value} onChange={(value) => field.onChange(value || null)} />}
                />
              )}
              {isProduct && (
                <Controller
                  control={control}
                  name="expiryReminderDays"
                  render={({ field }) => (
                    <NumberInput
                      label="Remind me (days before expiry)"
                      min={1}
                      max={100}
                      allowDecimal={false}
                      value={field.value === '' ? '' : Number(field.value)}
                      onChange={(value) => field.onChange(value === '' ? '' : String(value))}
                      error={errors.expiryReminderDays?.message}
                    />
                  )}
                />
              )}
            </SimpleGrid>
            <FileInput
              label="Image"
              description="PNG, JPEG or GIF, up to 10 MB"
              accept={IMAGE_TYPES.join(',')}
              leftSection={<IconPhoto size={16} />}
              clearable
              error={imageError}
              onChange={async (file) => {
                setImageError(undefined);
                if (!file) return setValue('image', null);
                if (!IMAGE_TYPES.includes(file.type)) return setImageError('Choose a PNG, JPEG or GIF image');
                if (file.size > MAX_IMAGE_BYTES) return setImageError('The image is larger than 10 MB');
                setValue('image', await readAsDataUrl(file));
              }}
            />
          </Stack>
        </Collapse>

        <OtherBusinessesField businesses={others.data ?? []} value={elsewhere} onChange={setElsewhere} isProduct={isProduct} error={elsewhereError} />

        {Object.keys(errors).length > 0 && (
          <Text c="red" size="sm" role="alert">
            {Object.values(errors)[0]?.message}
          </Text>
        )}
        <TourStep id="product-save">
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || replicate.isPending}>
              {isProduct ? 'Create product' : 'Create service'}
            </Button>
          </Group>
        </TourStep>
      </Stack>
    </form>
  );
}
