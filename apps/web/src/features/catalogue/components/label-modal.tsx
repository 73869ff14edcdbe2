import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateLabel } from '../api/catalogue.api.js';

const labelSchema = z.object({ name: z.string().trim().min(1, 'Name is required'), description: z.string().trim() });
type LabelValues = z.infer<typeof labelSchema>;

/** Create category / Create brand: a name and an optional description (spec 001 §2, §5). */
export function LabelModal({ kind, opened, onClose }: { kind: 'categories' | 'brands'; opened: boolean; onClose: () => void }) {
  const noun = kind === 'categories' ? 'category' : 'brand';
  const create = useCreateLabel(kind);
  const form = useForm<LabelValues>({ resolver: zodResolver(labelSchema), defaultValues: { name: '', description: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ name: values.name, ...(values.description ? { description: values.description } : {}) });
      notifications.show({ color: 'green', message: `${values.name} added` });
      form.reset();
      onClose();
    } catch (error) {
      form.setError('name', { message: (error as Error).message });
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Create ${noun}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.register('name')} error={form.formState.errors.name?.message} />
          <Textarea label="Description" minRows={2} rows={2} {...form.register('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create {noun}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
