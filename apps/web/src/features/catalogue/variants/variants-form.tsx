import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useCreateProduct, useNextSku, type Product } from '../api/catalogue.api.js';
import { ProductLabelFields } from '../components/product-label-fields.js';
import { useFirstVariantSku } from './variants.api.js';
import { emptyVariant, emptyVariantsForm, skuAfter, toVariantsBody, variantsSchema, type VariantsFormValues } from './variants-schema.js';
import { useMoney } from '../../../lib/money-context.js';

interface VariantsFormProps {
  onDone: () => void;
  onCreated?: (product: Product) => void;
}

/** `variants[1].sku` (the API's field) → `variants.1.sku` (the form's). */
const formField = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * The Product with variants tab (spec 001 §2–§5): the parent's name, SKU, measurement, category
 * and brand, and a line per variant with its own SKU, stock and prices. The first variant's SKU is
 * the next free one after the parent's; each added variant takes the next in turn.
 */
export function VariantsForm({ onDone, onCreated }: VariantsFormProps) {
  const money = useMoney();
  const nextSku = useNextSku('PRODUCT', true);
  const create = useCreateProduct();
  const form = useForm<VariantsFormValues>({ resolver: zodResolver(variantsSchema), defaultValues: emptyVariantsForm() });
  const { register, control, handleSubmit, formState, setValue, getValues, watch, setError } = form;
  const errors = formState.errors;
  const lines = useFieldArray({ control, name: 'variants' });
  const parentSku = watch('sku');
  const firstVariantSku = useFirstVariantSku(parentSku ?? '');

  useEffect(() => {
    if (nextSku.data && getValues('sku') === '') setValue('sku', nextSku.data);
  }, [nextSku.data, getValues, setValue]);
  useEffect(() => {
    if (firstVariantSku.data && getValues('variants.0.sku') === '') setValue('variants.0.sku', firstVariantSku.data);
  }, [firstVariantSku.data, getValues, setValue]);

  const addVariant = () => {
    const current = getValues('variants');
    const last = [...current].reverse().find((line) => line.sku.trim() !== '')?.sku ?? getValues('sku');
    lines.append(emptyVariant(skuAfter(last)));
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(toVariantsBody(values));
      notifications.show({ color: 'green', message: answer.message ?? `${values.name} created` });
      onCreated?.(answer.data);
      onDone();
    } catch (error) {
      const failure = error as { message: string; errors?: { field: string; message: string }[] };
      for (const field of failure.errors ?? []) setError(formField(field.field) as FieldPath<VariantsFormValues>, { message: field.message });
      notifications.show({ color: 'red', message: failure.message });
    }
  });

  const variantErrors = errors.variants;
  const listError = variantErrors?.message ?? variantErrors?.root?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Create product with variants">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Product name" required {...register('name')} error={errors.name?.message} />
          <TextInput label="SKU" required {...register('sku')} error={errors.sku?.message} />
        </SimpleGrid>
        <ProductLabelFields control={control} />
        <Textarea label="Description" minRows={2} rows={2} {...register('description')} />

        <Group justify="space-between" mt="xs">
          <Title order={5}>Variants</Title>
          <Text size="xs" c="dimmed">
            Each variant is a product of its own with this category, brand and measurement. Variants without a name are left out.
          </Text>
        </Group>
        {lines.fields.map((line, index) => {
          const lineErrors = variantErrors?.[index];
          return (
            <Paper key={line.id} withBorder p="sm" radius="md" role="group" aria-label={`Variant ${index + 1}`}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                <TextInput label="Variant name" {...register(`variants.${index}.name`)} error={lineErrors?.name?.message} />
                <TextInput label="Variant SKU" {...register(`variants.${index}.sku`)} error={lineErrors?.sku?.message} />
                <TextInput label="Variant quantity" inputMode="decimal" {...register(`variants.${index}.quantity`)} error={lineErrors?.quantity?.message} />
                <TextInput
                  label="Variant cost price"
                  leftSection={money.symbol}
                  inputMode="decimal"
                  {...register(`variants.${index}.buyingPrice`)}
                  error={lineErrors?.buyingPrice?.message}
                />
                <TextInput
                  label="Variant selling price"
                  leftSection={money.symbol}
                  inputMode="decimal"
                  {...register(`variants.${index}.sellingPrice`)}
                  error={lineErrors?.sellingPrice?.message}
                />
                <Group align="flex-end" wrap="nowrap" gap="xs">
                  <TextInput
                    label="Variant low stock level"
                    inputMode="decimal"
                    style={{ flex: 1 }}
                    {...register(`variants.${index}.stockLevel`)}
                    error={lineErrors?.stockLevel?.message}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={lineErrors?.stockLevel ? 22 : 2}
                    aria-label={`Remove variant ${index + 1}`}
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            </Paper>
          );
        })}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addVariant} type="button">
            Add variant
          </Button>
        </Group>
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} type="button">
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create product
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
