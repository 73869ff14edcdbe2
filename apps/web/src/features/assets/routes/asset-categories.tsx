import { Alert, Anchor, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.js';
import { useAssetCategories, useSetAssetCategories, type AssetCategory } from '../api/assets.api.js';
import { AssetCategoriesState, AssetCategoriesTable, checkLifespan, DEFAULT_LIFESPAN, MAX_LIFESPAN } from '../components/asset-categories-table.js';
import { ASSET_GROUPS } from '../components/asset-form.js';
import { assetPaths } from '../paths.js';

interface Values {
  name: string;
  group: string;
  lifespan: number | string;
}

const blank: Values = { name: '', group: '', lifespan: DEFAULT_LIFESPAN };

/** The server names the new entry `categories[N].name` (it is the last of the list sent): the form's own field. */
const formField = (field: string): keyof Values | undefined => {
  const name = /\.(name|group|lifespan)$/.exec(field)?.[1];
  return name as keyof Values | undefined;
};

/** A new category: name, group and useful life, added to the list (the server keeps the whole list). */
function NewCategoryForm({ categories }: { categories: AssetCategory[] }) {
  const save = useSetAssetCategories();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: blank });

  const submit = handleSubmit(async (values) => {
    const name = values.name.trim();
    if (categories.some((category) => category.name.toLowerCase() === name.toLowerCase())) {
      setError('name', { message: `There is already a category named ${name}` });
      return;
    }
    try {
      // The select offers only the API's groups (and the server checks the one sent).
      await save.mutateAsync([...categories, { name, group: values.group as AssetCategory['group'], lifespan: Number(values.lifespan) }]);
      notifications.show({ color: 'green', message: `Category ${name} created` });
      reset(blank);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const problem of error.errors) {
        const field = formField(problem.field);
        if (field) setError(field, { message: problem.message });
      }
      setError('root', { message: error.message });
    }
  });

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-label="New asset category">
      <Text fw={600} mb="sm">
        New category
      </Text>
      {formState.errors.root && (
        <Alert color="red" mb="sm">
          {formState.errors.root.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Category name"
          required
          {...register('name', { validate: (value) => value.trim() !== '' || 'Category name is required' })}
          error={formState.errors.name?.message}
        />
        <Controller
          control={control}
          name="group"
          rules={{ required: 'Group is required' }}
          render={({ field, fieldState }) => (
            <Select
              label="Group"
              required
              placeholder="Select"
              data={ASSET_GROUPS}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="lifespan"
          rules={{ validate: checkLifespan }}
          render={({ field, fieldState }) => (
            <NumberInput
              label="Useful life (months)"
              required
              min={1}
              max={MAX_LIFESPAN}
              allowDecimal={false}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={formState.isSubmitting}>
          Create category
        </Button>
      </Group>
    </Card>
  );
}

/** Asset Categories: the business's categories with their group and useful life, and a form to add one. */
export function AssetCategoriesPage() {
  const categories = useAssetCategories();
  return (
    <Stack>
      <Anchor component={Link} to={assetPaths.hub}>
        ← Asset Management
      </Anchor>
      <Title order={2}>Asset Categories</Title>
      <AssetCategoriesState categories={categories}>
        {(list) => (
          <>
            <AssetCategoriesTable categories={list} />
            <NewCategoryForm categories={list} />
          </>
        )}
      </AssetCategoriesState>
    </Stack>
  );
}
