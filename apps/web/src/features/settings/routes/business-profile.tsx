// BusinessProfile: the organisation's name, type, contacts and logo (uploaded, or an image address), as
// they print on receipts and invoices; the logo also replaces the initials in the top bar.

import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Button, Card, FileButton, Grid, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.js';
import { LOGO_MAX_BYTES, LOGO_TYPES, useOrganization, useUpdateOrganization, useUploadLogo, type Organization } from '../api.js';
import { isForbidden, ToSettings } from '../components/forbidden-redirect.js';
import { SettingsPage } from '../../../components/settings-page.js';

const UPLOADED_LOGO = /^\/api\/v1\/accounts\/settings\/logo\/[0-9a-f]{64}$/;
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
  companyImage: z
    .string()
    .trim()
    // Empty, an uploaded logo (the path that serves it), or a web address.
    .refine((value) => value === '' || UPLOADED_LOGO.test(value) || z.string().url().safeParse(value).success, 'Enter the logo’s web address (https://…)'),
});

/** What the browser can tell before sending (the server checks the content itself). */
export function logoProblem(file: File): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or GIF picture';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 10 MB';
  return undefined;
}

function LogoUpload({ onUploaded }: { onUploaded: (companyImage: string) => void }) {
  const upload = useUploadLogo();
  const [problem, setProblem] = useState<string>();
  const choose = (file: File | null) => {
    if (!file) return;
    const local = logoProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, {
      onSuccess: (logo) => onUploaded(logo.companyImage),
      onError: (error) => setProblem(error instanceof ApiError ? (error.fieldMessage('logo') ?? error.message) : error.message),
    });
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
        {(props) => (
          <Button {...props} variant="light" loading={upload.isPending} disabled={upload.isPending} w="fit-content">
            Upload logo
          </Button>
        )}
      </FileButton>
      <Text size="xs" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
        {problem ?? 'PNG, JPEG or GIF, up to 10 MB'}
      </Text>
    </Stack>
  );
}

type Values = z.infer<typeof businessProfileSchema>;
const FIELDS = ['businessName', 'typeOfBusiness', 'email', 'phone', 'address', 'city', 'state', 'country', 'website', 'companyImage'] as const;

function toValues(organization: Organization): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, organization[field] ?? ''])) as Values;
}

export function BusinessProfileForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization();
  const form = useForm<Values>({ resolver: zodResolver(businessProfileSchema), defaultValues: toValues(organization) });
  // A newer profile (after a save or a logo upload) keeps what is being typed in the other fields.
  useEffect(() => form.reset(toValues(organization), { keepDirtyValues: true }), [organization, form]);
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
            <Avatar src={logo || null} size={72} radius="md" color="ledger" alt={logo ? `${organization.businessName} logo` : undefined}>
              {organization.businessName.slice(0, 2).toUpperCase()}
            </Avatar>
            <LogoUpload onUploaded={(path) => form.resetField('companyImage', { defaultValue: path })} />
            <TextInput
              label="Logo address"
              placeholder="or paste https://…"
              style={{ flex: 1, minWidth: 200 }}
              {...form.register('companyImage')}
              error={error('companyImage')}
            />
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
