// Create a partner (spec 002 §2 /admin/setting/create-partners, staff only); then back to the partners.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header.js';
import { useCreatePartner } from '../api/partners.js';
import { adminPaths } from '../paths.js';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter the partner’s name'),
  email: z.string().trim().min(1, 'Enter an e-mail').email('Enter a valid e-mail'),
  phone: z.string().trim(),
});
type PartnerValues = z.infer<typeof schema>;

export function CreatePartnerRoute() {
  const navigate = useNavigate();
  const create = useCreatePartner();
  const { register, handleSubmit, formState } = useForm<PartnerValues>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', phone: '' } });
  const submit = handleSubmit(async ({ phone, ...values }) => {
    await create.mutateAsync({ ...values, ...(phone ? { phone } : {}) }).then(
      () => navigate(adminPaths.partners),
      () => undefined,
    );
  });
  const fieldError = (name: keyof PartnerValues) => formState.errors[name]?.message ?? create.error?.fieldMessage(name);
  return (
    <>
      <PageHeader
        back={{ to: adminPaths.partners, label: 'Partners' }}
        title="Create partner"
        description="A partner brings businesses and has its own admin team."
      />
      <Paper withBorder radius="md" p="md" maw={520}>
        <form noValidate onSubmit={submit}>
          <Stack>
            {create.error && !create.error.errors.length && (
              <Alert color="red" role="alert">
                {create.error.message}
              </Alert>
            )}
            <TextInput label="Name" {...register('name')} error={fieldError('name')} />
            <TextInput label="E-mail" type="email" {...register('email')} error={fieldError('email')} />
            <TextInput label="Phone" type="tel" {...register('phone')} error={fieldError('phone')} />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={adminPaths.partners}>
                Cancel
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                Create partner
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
