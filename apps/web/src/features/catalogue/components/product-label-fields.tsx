import { Select, SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLabels } from '../api/catalogue.api.js';
import { MEASUREMENTS } from './product-schema.js';

/** The fields a product form shares with the others (a regular product, a service, a product with variants). */
export interface ProductLabelValues {
  measurement: string;
  categoryName: string | null;
  brandName: string | null;
}

/** Measurement, category and brand of a product form: the business's categories and brands to choose from. */
export function ProductLabelFields<Values extends FieldValues & ProductLabelValues>({ control, disabled }: { control: Control<Values>; disabled?: boolean }) {
  const categories = useLabels('categories');
  const brands = useLabels('brands');
  const names = (rows: { name: string }[] | undefined) => (rows ?? []).map((row) => row.name);
  // The names are keys of every form this serves (ProductLabelValues); react-hook-form wants them as paths of its own form.
  const field = (name: keyof ProductLabelValues) => name as Path<Values>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Controller
        control={control}
        name={field('measurement')}
        render={({ field: input }) => (
          <Select
            label="Measurement"
            data={[...MEASUREMENTS]}
            value={input.value as string}
            onChange={(value) => input.onChange(value ?? 'Unit')}
            allowDeselect={false}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name={field('categoryName')}
        render={({ field: input }) => (
          <Select
            label="Category"
            placeholder={categories.isLoading ? 'Loading…' : 'Choose a category'}
            data={names(categories.data)}
            value={input.value as string | null}
            onChange={input.onChange}
            searchable
            clearable
            nothingFoundMessage={
              categories.data?.length === 0 ? 'No categories yet: add them under Products & Services › Categories' : 'No category of that name'
            }
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name={field('brandName')}
        render={({ field: input }) => (
          <Select
            label="Brand"
            placeholder={brands.isLoading ? 'Loading…' : 'Choose a brand'}
            data={names(brands.data)}
            value={input.value as string | null}
            onChange={input.onChange}
            searchable
            clearable
            nothingFoundMessage={brands.data?.length === 0 ? 'No brands yet: add them under Products & Services › Brands' : 'No brand of that name'}
            disabled={disabled}
          />
        )}
      />
    </SimpleGrid>
  );
}
