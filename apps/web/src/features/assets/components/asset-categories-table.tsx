// The business's asset categories (name, group, useful life), shown by the Asset Categories screen
// and, with the useful lives editable, by Settings → Asset lifespans (/settings/lifespan). One
// component for both, on the same GET and PUT /assets/categories.

import { Alert, Button, Group, Loader, NumberInput, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.js';
import { useSetAssetCategories, type AssetCategory } from '../api/assets.api.js';

/** Spec 001 §9: useful life default 3 months; the server takes 1 to 1200. */
export const DEFAULT_LIFESPAN = 3;
export const MAX_LIFESPAN = 1200;

/** A useful life as the form holds it: a whole number of months from 1 to MAX_LIFESPAN, or the reason it is not. */
export function checkLifespan(value: number | string): true | string {
  const months = Number(value);
  if (value === '' || !Number.isInteger(months)) return 'Useful life must be a whole number of months';
  if (months < 1) return 'Useful life must be at least 1 month';
  if (months > MAX_LIFESPAN) return `Useful life must be at most ${MAX_LIFESPAN} months`;
  return true;
}

/** Loading, failed (with a retry) or empty; otherwise the categories to `children`. */
export function AssetCategoriesState({
  categories,
  children,
}: {
  categories: UseQueryResult<AssetCategory[]>;
  children: (categories: AssetCategory[]) => ReactNode;
}) {
  if (categories.isLoading)
    return (
      <Group>
        <Loader size="sm" />
        <Text>Loading categories…</Text>
      </Group>
    );
  if (categories.isError || !categories.data)
    return (
      <Alert color="red" title="The asset categories could not be loaded.">
        <Button variant="light" size="xs" mt="xs" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return <>{children(categories.data)}</>;
}

function CategoriesTable({ categories, lifespan }: { categories: AssetCategory[]; lifespan: (category: AssetCategory, index: number) => ReactNode }) {
  const phone = useMediaQuery('(max-width: 36em)') === true;
  if (categories.length === 0) return <Text c="dimmed">No asset categories yet.</Text>;
  return (
    // On a phone each category is a card (.lines-table): the useful life was off the edge.
    <Table.ScrollContainer minWidth={phone ? 0 : 420}>
      <Table striped aria-label="Asset categories" className="lines-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Useful life (months)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category, index) => (
            <Table.Tr key={category.name}>
              <Table.Td className="line-wide">{category.name}</Table.Td>
              <Table.Td data-label="Group">{category.group}</Table.Td>
              <Table.Td data-label="Useful life (months)">{lifespan(category, index)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The categories as they are. */
export function AssetCategoriesTable({ categories }: { categories: AssetCategory[] }) {
  return <CategoriesTable categories={categories} lifespan={(category) => category.lifespan} />;
}

interface LifespanValues {
  lifespans: (number | string)[];
}

/** The server names a refused entry `categories[N].lifespan`: that row's field. */
const rowOf = (field: string): number | undefined => {
  const match = /^categories\[(\d+)\]\.lifespan$/.exec(field);
  return match ? Number(match[1]) : undefined;
};

/**
 * The categories with each useful life editable, saved together (PUT /assets/categories keeps the
 * whole list, so the names and groups go back as they were). Assets already created keep the life
 * they copied; new ones take the new one.
 */
export function AssetLifespansForm({ categories }: { categories: AssetCategory[] }) {
  const save = useSetAssetCategories();
  const defaults = { lifespans: categories.map((category) => category.lifespan) };
  const { control, handleSubmit, reset, setError, formState } = useForm<LifespanValues>({ values: defaults });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(categories.map((category, index) => ({ ...category, lifespan: Number(values.lifespans[index]) })));
      notifications.show({ color: 'blue', message: 'Asset lifespans saved' });
      reset(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const problem of error.errors) {
        const row = rowOf(problem.field);
        if (row !== undefined) setError(`lifespans.${row}`, { message: problem.message });
      }
      setError('root', { message: error.message });
      notifications.show({ color: 'red', message: error.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Asset lifespans">
      {formState.errors.root && (
        <Alert color="red" mb="sm">
          {formState.errors.root.message}
        </Alert>
      )}
      <CategoriesTable
        categories={categories}
        lifespan={(category, index) => (
          <Controller
            control={control}
            name={`lifespans.${index}`}
            rules={{ validate: checkLifespan }}
            render={({ field, fieldState }) => (
              <NumberInput
                aria-label={`Useful life of ${category.name} (months)`}
                min={1}
                max={MAX_LIFESPAN}
                allowDecimal={false}
                w={140}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      {categories.length > 0 && (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
            Save lifespans
          </Button>
        </Group>
      )}
    </form>
  );
}
