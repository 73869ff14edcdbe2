import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useCreateMenu } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { ProductLines } from '../components/product-lines.js';
import { inventoryPaths } from '../paths.js';
import { useMoney } from '../../../lib/money-context.js';

const menuSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  description: z.string().trim(),
  items: z
    .array(
      z.object({
        product: z.string(),
        name: z.string(),
        type: z.string(),
        price: z
          .string()
          .transform((value) => value.replace(/[\s,]/g, '')) // "2,500" as owners type it
          .refine((value) => /^\d+(\.\d+)?$/.test(value), 'Enter the price'),
      }),
    )
    .min(1, 'Choose at least one product or service for the menu'),
});
type MenuValues = z.infer<typeof menuSchema>;

/** /inventories/create-qr-menu: products and services at the prices the menu shows. */
export function CreateQrMenuPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const create = useCreateMenu();
  const form = useForm<MenuValues>({ resolver: zodResolver(menuSchema), defaultValues: { name: '', description: '', items: [] } });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        name: values.name,
        ...(values.description ? { description: values.description } : {}),
        items: values.items.map((line) => ({ product: line.product, price: line.price })),
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message ?? 'QR menu created' });
          navigate(inventoryPaths.menus);
        },
      },
    ),
  );
  return (
    <Stack>
      <PageHeader trail={[{ to: inventoryPaths.menus, label: 'QR menus' }]} title="New QR menu" description="Choose what the menu lists and at what price." />
      <form onSubmit={submit} noValidate aria-label="New QR menu">
        <Stack>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <TextInput label="Menu name" placeholder="Lunch menu" required {...form.register('name')} error={errors.name?.message} />
              <Textarea label="Description" placeholder="Served 12 to 4" minRows={2} rows={2} {...form.register('description')} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <ProductLines
                type="ALL"
                pickerLabel="Add a product or service"
                itemHint={(item) => item.sku}
                onAdd={(item) => lines.append({ product: item._id, name: item.name, type: item.type, price: item.sellingPrice })}
                error={errors.items?.message ?? errors.items?.root?.message}
                tableLabel="Menu items"
                lines={lines.fields}
                onRemove={lines.remove}
                columns={[
                  { header: 'Item', cell: (line) => line.name },
                  {
                    header: 'Kind',
                    cell: (line) => (
                      <Badge variant="light" color={line.type === 'SERVICE' ? 'grape' : 'blue'}>
                        {line.type === 'SERVICE' ? 'Service' : 'Product'}
                      </Badge>
                    ),
                  },
                  {
                    header: 'Price on the menu',
                    width: 200,
                    cell: (line, index) => (
                      <TextInput
                        aria-label={`Price of ${line.name}`}
                        leftSection={money.symbol}
                        inputMode="decimal"
                        {...form.register(`items.${index}.price`)}
                        error={errors.items?.[index]?.price?.message}
                      />
                    ),
                  },
                ]}
              />
            </Stack>
          </Paper>
          {create.error && (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create QR menu
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
