// BusinessProfile: the organisation's name, type, contacts and logo (an image address), as they print
// on receipts and invoices.

import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Button, Card, Grid, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.js';
import { useOrganization, useUpdateOrganization, type Organization } from '../api.js';
import { isForbidden, ToSettings } from '../components/forbidden-redirect.js';
import { SettingsPage } from '../components/settings-nav.js';

const optional = z.string().trim().max(200, 'At most 200 characters');

export const businessProfileSchema = z.object({
  businessName: z.string().trim().min(1, 'Enter the business name').max(200, 'At most 200 characters'),
  typeOfBusiness: optional,
  email: z.union([z.literal(''), z.string().trim().email('Enter a valid e-mail address')]),
  phone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{6,}$/, 'Enter a phone number with at least 6 digits'),
  ]),
  address: optional,
  city: optional,
  state: optional,
  country: optional,
  website: optional,
  companyImage: z.union([z.literal(''), z.string().trim().url('Enter the logo’s web address (https://…)')]),
});

type Values = z.infer<typeof businessProfileSchema>;
const FIELDS = ['businessName', 'typeOfBusiness', 'email', 'phone', 'address', 'city', 'state', 'country', 'website', 'companyImage'] as const;

function toValues(organization: Organization): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, organization[field] ?? ''])) as Values;
}

export function BusinessProfileForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization();
  const form = useForm<Values>({ resolver: zodResolver(businessProfileSchema), defaultValues: toValues(organization) });
  useEffect(() => form.reset(toValues(organization)), [organization, form]);
  const { errors, isSubmitting, isDirty } = form.formState;
  const logo = useWatch({ control: form.control, name: 'companyImage' });
  const serverError = update.error instanceof ApiError ? update.error : null;
  const error = (field: keyof Values) => errors[field]?.message ?? serverError?.fieldMessage(field);

  const submit = form.handleSubmit(async (values) => {
    // Only what changed; an emptied field is cleared (null).
    const dirty = form.formState.dirtyFields;
    const body = Object.fromEntries(FIELDS.filter((field) => dirty[field]).map((field) => [field, values[field] === '' ? null : values[field]]));
    try {
      await update.mutateAsync(body);
    } catch {
      // Shown beside the fields.
    }
  });

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Business profile">
        <Stack>
          <Group>
            <Avatar src={logo || null} size={72} radius="md" color="ledger">
              {organization.businessName.slice(0, 2).toUpperCase()}
            </Avatar>
            <TextInput label="Logo address" placeholder="https://…" style={{ flex: 1 }} {...form.register('companyImage')} error={error('companyImage')} />
          </Group>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Business name" withAsterisk {...form.register('businessName')} error={error('businessName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Type of business" placeholder="e.g. Retail, Restaurant" {...form.register('typeOfBusiness')} error={error('typeOfBusiness')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Business e-mail" type="email" {...form.register('email')} error={error('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Phone" {...form.register('phone')} error={error('phone')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Address" {...form.register('address')} error={error('address')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="City" {...form.register('city')} error={error('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="State" {...form.register('state')} error={error('state')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Country" {...form.register('country')} error={error('country')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Website" {...form.register('website')} error={error('website')} />
            </Grid.Col>
          </Grid>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting || !isDirty} w="fit-content">
            Save profile
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export default function BusinessProfileRoute() {
  const organization = useOrganization();
  return (
    <SettingsPage title="Business profile" description="How your business appears on receipts and invoices.">
      {organization.isPending ? (
        <Skeleton h={360} />
      ) : organization.isError && isForbidden(organization.error) ? (
        <ToSettings />
      ) : organization.isError ? (
        <Text c="red" role="alert">
          Could not load the business profile. {organization.error.message}
        </Text>
      ) : (
        <BusinessProfileForm organization={organization.data} />
      )}
    </SettingsPage>
  );
}
