// Update a business's profile as an admin (spec 002 §2 /admin/businesses/{id}/update); the change is
// recorded on the business's stream with the admin's id. Then back to the business.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { useAdminBusiness, useUpdateBusiness, type AdminBusiness, type UpdateBusinessBody } from '../api/businesses.js';
import { adminLinks, adminPaths } from '../paths.js';

const schema = z.object({
  businessName: z.string().trim().min(1, 'Enter the business name'),
  email: z.union([z.literal(''), z.string().trim().email('Enter a valid e-mail')]),
  phone: z.string().trim(),
  typeOfBusiness: z.string().trim(),
  address: z.string().trim(),
  city: z.string().trim(),
  state: z.string().trim(),
  country: z.string().trim(),
  website: z.string().trim(),
});
type ProfileValues = z.infer<typeof schema>;
const FIELDS: { name: keyof ProfileValues; label: string; type?: string }[] = [
  { name: 'businessName', label: 'Business name' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'typeOfBusiness', label: 'Type of business' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'country', label: 'Country' },
  { name: 'website', label: 'Website' },
];

function ProfileForm({ business }: { business: AdminBusiness }) {
  const navigate = useNavigate();
  const update = useUpdateBusiness(business.id);
  const initial: ProfileValues = {
    businessName: business.profile.businessName,
    email: business.profile.email ?? '',
    phone: business.profile.phone ?? '',
    typeOfBusiness: business.profile.typeOfBusiness ?? '',
    address: business.profile.address ?? '',
    city: business.profile.city ?? '',
    state: business.profile.state ?? '',
    country: business.profile.country ?? '',
    website: business.profile.website ?? '',
  };
  const { register, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const submit = handleSubmit(async (values) => {
    // Only what changed is sent; a field emptied is cleared (null), the name never is.
    const dirty: UpdateBusinessBody = Object.fromEntries(
      Object.entries(values)
        .filter(([name, value]) => value !== initial[name as keyof ProfileValues])
        .map(([name, value]) => [name, value === '' && name !== 'businessName' ? null : value]),
    );
    if (Object.keys(dirty).length === 0) return navigate(adminLinks.business(business.id));
    await update.mutateAsync(dirty).then(
      () => navigate(adminLinks.business(business.id)),
      () => undefined,
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {update.error && !update.error.errors.length && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            type={field.type}
            {...register(field.name)}
            error={formState.errors[field.name]?.message ?? update.error?.fieldMessage(field.name)}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={adminLinks.business(business.id)}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AdminBusinessUpdateRoute() {
  const { id = '' } = useParams();
  const business = useAdminBusiness(id);
  return (
    <>
      <PageHeader
        trail={[
          { label: 'Businesses', to: adminPaths.businesses },
          { label: business.data?.name ?? 'Business', to: adminLinks.business(id) },
        ]}
        title="Update business"
        description="The business's profile as its team and customers see it."
      />
      <Paper withBorder radius="md" p="md" maw={560}>
        <QueryState
          label="Loading the business…"
          isLoading={business.isPending}
          error={business.error}
          isEmpty={false}
          empty={null}
          onRetry={() => void business.refetch()}
        >
          {business.data && <ProfileForm business={business.data} />}
        </QueryState>
      </Paper>
    </>
  );
}
