import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { searchProducts, useCreateMenu } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { SearchPicker } from '../../../components/search-picker.js';
import { inventoryKeys } from '../inventory.keys.js';
import { inventoryPaths } from '../paths.js';

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
          .trim()
          .refine((value) => /^\d+(\.\d+)?$/.test(value), 'Enter the price'),
      }),
    )
    .min(1, 'Choose at least one product or service for the menu'),
});
type MenuValues = z.infer<typeof menuSchema>;

/** /inventories/create-qr-menu: products and services at the prices the menu shows. */
export function CreateQrMenuPage() {
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
              <SearchPicker
                label="Add a product or service"
                placeholder="Search by name or SKU"
                queryKey={inventoryKeys.productSearch('ALL')}
                search={(text) => searchProducts(text, 'ALL')}
                itemKey={(item) => item._id}
                itemLabel={(item) => item.name}
                itemHint={(item) => item.sku}
                onPick={(item) => {
                  if (form.getValues('items').some((line) => line.product === item._id)) return;
                  lines.append({ product: item._id, name: item.name, type: item.type, price: item.sellingPrice });
                }}
                error={errors.items?.message ?? errors.items?.root?.message}
              />
              {lines.fields.length > 0 && (
                <Table aria-label="Menu items" verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Item</Table.Th>
                      <Table.Th>Kind</Table.Th>
                      <Table.Th w={200}>Price on the menu</Table.Th>
                      <Table.Th w={40} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.fields.map((line, index) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>{line.name}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={line.type === 'SERVICE' ? 'grape' : 'blue'}>
                            {line.type === 'SERVICE' ? 'Service' : 'Product'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={`Price of ${line.name}`}
                            leftSection="₦"
                            inputMode="decimal"
                            {...form.register(`items.${index}.price`)}
                            error={errors.items?.[index]?.price?.message}
                          />
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => lines.remove(index)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
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
