import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Collapse, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_KINDS, type ContactBody, type ContactKind } from '../api/contacts.api.js';
import { countryOptions } from './countries.js';

/** Spec 001 §2: the phone input defaults to Nigeria, in international form. */
const DEFAULT_PHONE_COUNTRY = 'NG';

/** Spec 001 §5, §8: an e-mail entered but not verified blocks saving, in the spec's words. */
export const UNVERIFIED_EMAIL_MESSAGE = "We don't accept unverified emails. Clear email input to proceed";
const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** Spec 001 §4: the e-mail is checked on each change: nothing typed, valid (a tick) or invalid (a cross). */
function EmailState({ value }: { value: string }) {
  if (value.trim() === '') return null;
  return isEmail(value) ? (
    <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label="Valid email" role="img" />
  ) : (
    <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-label="Invalid email" role="img" />
  );
}

export const contactSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim(),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isEmail(value), UNVERIFIED_EMAIL_MESSAGE),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || value.replace(/\D/g, '').length >= 6, 'Phone must have at least 6 digits'),
  company: z.string().trim(),
  website: z.string().trim(),
  address1: z.string().trim(),
  address2: z.string().trim(),
  city: z.string().trim(),
  state: z.string().trim(),
  postCode: z.string().trim(),
  country: z.string().nullable(),
  description: z.string().trim(),
  kinds: z.array(z.enum(CONTACT_KINDS)),
});
export type ContactValues = z.infer<typeof contactSchema>;

/** "0803 123 4567" → "+234 803 123 4567"; what cannot be read is sent as typed. */
export function internationalPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed ? parsed.formatInternational() : value;
}

/**
 * The body to send. Creating leaves empty fields out; editing (`keepBlanks`) sends them as '' so
 * a field the user cleared is cleared on the server too.
 */
export function toContactBody(values: ContactValues, { keepBlanks = false }: { keepBlanks?: boolean } = {}): ContactBody {
  const body: Record<string, unknown> = { kinds: values.kinds };
  for (const [field, value] of Object.entries(values)) {
    if (field === 'kinds') continue;
    if (value === null || value === '') {
      if (keepBlanks && field !== 'firstName') body[field] = '';
      continue;
    }
    body[field] = field === 'phone' ? internationalPhone(String(value)) : value;
  }
  return body as unknown as ContactBody;
}

/** A saved contact as the form's values (null → ''). */
export function contactValues(contact: Partial<Record<keyof ContactValues, unknown>>): Partial<ContactValues> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(contact)) {
    if (!(field in contactSchema.shape)) continue;
    values[field] = field === 'kinds' ? (Array.isArray(value) ? value : []) : field === 'country' ? (value ?? null) : (value ?? '');
  }
  return values as Partial<ContactValues>;
}

interface ContactFormProps {
  initialKinds?: ContactKind[];
  /** Editing: the saved contact's values (the extra fields start open when any is filled). */
  initialValues?: Partial<ContactValues>;
  submitting: boolean;
  serverError?: { message: string; errors?: { field: string; message: string }[] } | null;
  onSubmit: (body: ContactBody) => void;
  onCancel?: () => void;
}

const EXTRA_FIELDS = ['company', 'website', 'address1', 'address2', 'city', 'state', 'postCode', 'country', 'description'] as const;

/** Create-entity form (and the edit screen's, the same form with the contact's values): the name, e-mail and phone first; the rest after 'Add more fields'. */
export function ContactForm({ initialKinds = ['customer'], initialValues, submitting, serverError, onSubmit, onCancel }: ContactFormProps) {
  const editing = initialValues !== undefined;
  const [moreFields, setMoreFields] = useState(
    () => editing && EXTRA_FIELDS.some((field) => Boolean(initialValues?.[field]) && !(field === 'country' && initialValues?.[field] === 'Nigeria')),
  );
  const countries = useMemo(countryOptions, []);
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      website: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      postCode: '',
      country: 'Nigeria',
      description: '',
      kinds: initialKinds,
      ...initialValues,
    },
  });
  const errors = form.formState.errors;
  const serverField = (field: string) => serverError?.errors?.find((error) => error.field === field)?.message;
  const submit = form.handleSubmit((values) => onSubmit(toContactBody(values, { keepBlanks: editing })));

  return (
    <form onSubmit={submit} noValidate aria-label="Contact">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required data-autofocus {...form.register('firstName')} error={errors.firstName?.message ?? serverField('firstName')} />
          <TextInput label="Last name" {...form.register('lastName')} />
          <TextInput
            label="Email"
            type="email"
            {...form.register('email')}
            rightSection={<EmailState value={form.watch('email')} />}
            error={errors.email?.message ?? serverField('email')}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <TextInput
                label="Phone"
                placeholder="+234 803 123 4567"
                inputMode="tel"
                value={field.value}
                onChange={(event) => field.onChange(new AsYouType(DEFAULT_PHONE_COUNTRY).input(event.currentTarget.value))}
                onBlur={() => {
                  if (field.value) field.onChange(internationalPhone(field.value));
                  field.onBlur();
                }}
                error={errors.phone?.message ?? serverField('phone')}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="kinds"
          render={({ field }) => (
            <Checkbox.Group label="This contact is a" value={field.value} onChange={(value) => field.onChange(value as ContactKind[])}>
              <Group mt={6} gap="md">
                {CONTACT_KINDS.map((kind) => (
                  <Checkbox key={kind} value={kind} label={kind.charAt(0).toUpperCase() + kind.slice(1)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Anchor component="button" type="button" size="sm" onClick={() => setMoreFields((open) => !open)} aria-expanded={moreFields}>
          {moreFields ? 'Hide extra fields' : 'Add more fields'}
        </Anchor>
        <Collapse expanded={moreFields}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Company" {...form.register('company')} />
            <TextInput label="Website" {...form.register('website')} />
            <TextInput label="Address" {...form.register('address1')} />
            <TextInput label="Address line 2" {...form.register('address2')} />
            <TextInput label="City" {...form.register('city')} />
            <TextInput label="State" {...form.register('state')} />
            <TextInput label="Post code" {...form.register('postCode')} />
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => <Select label="Country" data={countries} value={field.value} onChange={field.onChange} searchable clearable />}
            />
          </SimpleGrid>
          <Textarea mt="sm" label="Description" minRows={2} rows={2} {...form.register('description')} />
        </Collapse>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError.message}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting} disabled={submitting}>
            Save contact
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
