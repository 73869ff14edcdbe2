import { Alert, Button, FileInput, Group, NumberInput, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.js';
import { IMAGE_TYPES, imageFileProblem } from '../../../lib/image-file.js';
import { useAssetCategories, useNextAssetTag, type Asset, type AssetSubmission, type AssetFormBody } from '../api/assets.api.js';
import { monthlyDepreciationHint } from './format.js';
import { Money, useMoney } from '../../../lib/money-context.js';

/** Spec 001 §5: the groups and conditions of the asset form. */
export const ASSET_GROUPS = ['Machinery and Equipment', 'Licensed Vehicles'];
const CONDITIONS = [
  { value: 'new', label: 'Brand New' },
  { value: 'used', label: 'Used' },
];

interface Values {
  tag: string;
  name: string;
  serialNo: string;
  manufacturer: string;
  model: string;
  condition: string;
  group: string;
  category: string;
  purchasePrice: string;
  salvageValue: string;
  forceSaleValue: string;
  description: string;
  /** A new picture to send with the form; none keeps the asset's picture. */
  image: File | null;
}

const FIELDS: (keyof Values)[] = [
  'tag',
  'name',
  'serialNo',
  'manufacturer',
  'model',
  'condition',
  'group',
  'category',
  'purchasePrice',
  'salvageValue',
  'forceSaleValue',
  'description',
  'image',
];
/** The spec names the picture's field `image` or `imageFile`; the server's refusal of either shows under the file input. */
const fieldOf = (field: string): keyof Values | undefined =>
  field === 'imageFile' ? 'image' : FIELDS.includes(field as keyof Values) ? (field as keyof Values) : undefined;

/**
 * Create or edit an asset (spec 001 §2, §3): the tag prefilled from the next ASSET SKU, the group
 * filtering the categories, the category's lifespan copied into the read-only useful life, and the
 * monthly depreciation hint once the purchase price is above 0. A picture (PNG, JPEG or GIF, at
 * most 10 MB) goes with the form in the same request.
 */
export function AssetForm({
  asset,
  submitLabel,
  onSubmit,
}: {
  asset?: Asset;
  submitLabel: string;
  onSubmit: (submission: AssetSubmission) => Promise<unknown>;
}) {
  const money = useMoney();
  const categories = useAssetCategories();
  const nextTag = useNextAssetTag(!asset);
  const form = useForm<Values>({
    defaultValues: {
      tag: asset?.tag ?? '',
      name: asset?.name ?? '',
      serialNo: asset?.serialNo ?? '',
      manufacturer: asset?.manufacturer ?? '',
      model: asset?.model ?? '',
      condition: asset?.condition ?? '',
      group: asset?.group ?? '',
      category: asset?.category ?? '',
      purchasePrice: asset?.purchasePrice ?? '0',
      salvageValue: asset?.salvageValue ?? '0',
      forceSaleValue: asset?.forceSaleValue ?? '',
      description: asset?.description ?? '',
      image: null,
    },
  });
  const { register, control, handleSubmit, watch, setValue, setError, formState } = form;
  useEffect(() => {
    if (!asset && nextTag.data && !form.getValues('tag')) setValue('tag', nextTag.data);
  }, [asset, nextTag.data, form, setValue]);

  const group = watch('group');
  const categoryName = watch('category');
  const options = useMemo(() => (categories.data ?? []).filter((category) => !group || category.group === group), [categories.data, group]);
  const lifespan = (categories.data ?? []).find((category) => category.name === categoryName)?.lifespan ?? asset?.lifespan ?? 3;
  const hint = monthlyDepreciationHint(watch('purchasePrice') ?? '', watch('salvageValue') ?? '', lifespan, money.decimals);

  const submit = handleSubmit(async ({ image, ...fields }) => {
    const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as unknown as AssetFormBody;
    try {
      await onSubmit({ body, image });
      if (!asset) form.reset({ ...form.formState.defaultValues, tag: '' });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const problem of error.errors) {
          const field = fieldOf(problem.field);
          if (field) setError(field, { message: problem.message });
        }
        setError('root', { message: error.message });
      } else throw error;
    }
  });

  if (categories.isError) return <Alert color="red">The asset categories could not be loaded.</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      {formState.errors.root && (
        <Alert color="red" mb="sm">
          {formState.errors.root.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Asset Tag" required {...register('tag', { required: 'Asset Tag is required' })} error={formState.errors.tag?.message} />
        <TextInput label="Asset Name" required {...register('name', { required: 'Asset Name is required' })} error={formState.errors.name?.message} />
        <TextInput label="Serial number" {...register('serialNo')} />
        <TextInput label="Manufacturer" {...register('manufacturer')} />
        <TextInput label="Model" {...register('model')} />
        <Controller
          control={control}
          name="condition"
          render={({ field }) => (
            <Select
              label="Condition"
              placeholder="Select"
              data={CONDITIONS}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
            />
          )}
        />
        <Controller
          control={control}
          name="group"
          render={({ field }) => (
            <Select
              label="Group"
              placeholder="Select"
              data={ASSET_GROUPS}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('category', '');
              }}
              clearable
            />
          )}
        />
        <Controller
          control={control}
          name="category"
          rules={{ required: 'Category is required' }}
          render={({ field, fieldState }) => (
            <Select
              label="Category"
              required
              placeholder={categories.isLoading ? 'Loading…' : 'Select'}
              data={options.map((category) => category.name)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <NumberInput label="Useful life (months)" value={lifespan} disabled />
        <Controller
          control={control}
          name="purchasePrice"
          rules={{ required: 'Purchase price is required' }}
          render={({ field, fieldState }) => (
            <NumberInput
              label="Purchase price"
              required
              min={0}
              decimalScale={2}
              value={field.value}
              onChange={(value) => field.onChange(String(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="salvageValue"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Salvage value"
              min={0}
              decimalScale={2}
              value={field.value}
              onChange={(value) => field.onChange(String(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="forceSaleValue"
          render={({ field }) => (
            <NumberInput label="Force sale value" min={0} decimalScale={2} value={field.value} onChange={(value) => field.onChange(String(value))} />
          )}
        />
      </SimpleGrid>
      <Textarea label="Description" mt="sm" {...register('description')} />
      <Controller
        control={control}
        name="image"
        rules={{ validate: (file) => (file ? imageFileProblem(file) : undefined) }}
        render={({ field, fieldState }) => (
          <FileInput
            label="Image"
            mt="sm"
            placeholder={asset?.imageUrl ? 'Keep the current image' : 'PNG, JPEG or GIF, up to 10 MB'}
            accept={IMAGE_TYPES.join(',')}
            clearable
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {hint && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="monthly-depreciation-hint">
          Monthly depreciation: <Money amount={hint} />
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
