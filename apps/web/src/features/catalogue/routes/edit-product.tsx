// Edit a product or service (spec 001 §2, /inventories/product/{id}/edit and
// /services/service/{id}/edit): details with code 36, prices with 37 (owner and admin both). SKU,
// stock and the opening quantity are not edited here: stock moves by a count (Adjust stock on the
// product's page), a purchase or a sale, so the books keep every change.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import type { ApiError } from '../../../lib/api-client.js';
import { codes, hasAnyCode } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { useProduct, useUpdateProduct, type ItemType, type ProductDetail } from '../api/catalogue.api.js';
import { ProductLabelFields } from '../components/product-label-fields.js';
import { editProductSchema, editValuesOf, toUpdateBody, type EditProductValues } from '../components/product-schema.js';
import { cataloguePaths } from '../paths.js';

function EditProductPage({ type }: { type: ItemType }) {
  const { id = '' } = useParams();
  const product = useProduct(type, id);
  const item = product.data;
  const noun = type === 'PRODUCT' ? 'product' : 'service';
  const listTrail = type === 'PRODUCT' ? { label: 'Products', to: cataloguePaths.products } : { label: 'Services', to: cataloguePaths.services };
  const pagePath = type === 'PRODUCT' ? cataloguePaths.product(id) : cataloguePaths.service(id);
  return (
    <Stack>
      <PageHeader
        trail={item ? [listTrail, { label: item.name, to: pagePath }] : [listTrail]}
        title={`Edit ${noun}`}
        description={item ? `${type === 'PRODUCT' ? 'SKU' : 'Service ID'} ${item.sku}` : undefined}
      />
      <QueryState
        label="Loading…"
        isLoading={product.isLoading}
        error={product.error}
        onRetry={() => void product.refetch()}
        isEmpty={!item}
        empty={`This ${noun} was not found.`}
      >
        {item && <EditProductForm product={item} pagePath={pagePath} />}
      </QueryState>
    </Stack>
  );
}

function EditProductForm({ product, pagePath }: { product: ProductDetail; pagePath: string }) {
  const money = useMoney();
  const navigate = useNavigate();
  const user = useCurrentUserInShell();
  const mayEditDetails = hasAnyCode(user, [codes.editProduct]);
  const mayEditPrices = hasAnyCode(user, [codes.editPrices]);
  const original = useMemo(() => editValuesOf(product), [product]);
  const update = useUpdateProduct(product._id);
  const isProduct = product.type === 'PRODUCT';
  const { register, control, handleSubmit, formState, setError } = useForm<EditProductValues>({
    resolver: zodResolver(editProductSchema),
    defaultValues: original,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const body = toUpdateBody(values, original);
    if (Object.keys(body).length === 0) {
      navigate(pagePath);
      return;
    }
    try {
      const answer = await update.mutateAsync(body);
      notifications.show({ color: 'green', message: answer.message ?? `${values.name} saved` });
      navigate(pagePath);
    } catch (error) {
      const failure = error as ApiError;
      for (const field of failure.errors ?? []) {
        if (field.field in values) setError(field.field as keyof EditProductValues, { message: field.message });
      }
      notifications.show({ color: 'red', message: failure.message });
    }
  });

  return (
    <form onSubmit={submit} aria-label={`Edit ${product.name}`} noValidate>
      <Stack maw={880}>
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            Details
          </Title>
          <Stack>
            <TextInput label="Name" withAsterisk disabled={!mayEditDetails} {...register('name')} error={errors.name?.message} />
            <ProductLabelFields control={control} disabled={!mayEditDetails} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Barcode" disabled={!mayEditDetails} {...register('barcode')} error={errors.barcode?.message} />
              {isProduct && (
                <TextInput
                  label="Low-stock level"
                  inputMode="decimal"
                  description="The list warns you at or below it"
                  disabled={!mayEditDetails}
                  {...register('stockLevel')}
                  error={errors.stockLevel?.message}
                />
              )}
            </SimpleGrid>
            <Textarea label="Description" autosize minRows={2} disabled={!mayEditDetails} {...register('description')} error={errors.description?.message} />
            {isProduct && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Size" disabled={!mayEditDetails} {...register('size')} error={errors.size?.message} />
                <TextInput label="Colour" disabled={!mayEditDetails} {...register('color')} error={errors.color?.message} />
                <Controller
                  control={control}
                  name="expiryDate"
                  render={({ field }) => (
                    <IsoDateInput label="Expiry date" clearable disabled={!mayEditDetails} {...field} error={errors.expiryDate?.message} />
                  )}
                />
                <TextInput
                  label="Reminder days before expiry"
                  inputMode="numeric"
                  disabled={!mayEditDetails}
                  {...register('expiryReminderDays')}
                  error={errors.expiryReminderDays?.message}
                />
              </SimpleGrid>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            Prices
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {isProduct && (
              <TextInput
                label="Cost price"
                inputMode="decimal"
                leftSection={money.symbol}
                disabled={!mayEditPrices}
                {...register('buyingPrice')}
                error={errors.buyingPrice?.message}
              />
            )}
            <TextInput
              label={isProduct ? 'Selling price' : 'Unit price'}
              withAsterisk
              inputMode="decimal"
              leftSection={money.symbol}
              disabled={!mayEditPrices}
              {...register('sellingPrice')}
              error={errors.sellingPrice?.message}
            />
          </SimpleGrid>
          {!mayEditPrices && (
            <Text size="sm" c="dimmed" mt="xs">
              Changing prices needs the Edit prices permission; ask the owner.
            </Text>
          )}
          {isProduct && mayEditPrices && (
            <Text size="sm" c="dimmed" mt="xs">
              A new price posts nothing to the books: the stock you hold keeps the cost it was bought at.
            </Text>
          )}
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(pagePath)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export const EditProductRoute = () => <EditProductPage type="PRODUCT" />;
export const EditServiceRoute = () => <EditProductPage type="SERVICE" />;
