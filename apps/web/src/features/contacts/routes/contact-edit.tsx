import { Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { useContactForUpdate, useUpdateContact } from '../api/contacts.api.js';
import { ContactForm, contactValues } from '../components/contact-form.js';
import { contactPaths } from '../paths.js';

/** Edit a contact (/entities/{id}/edit): the create form with the contact's values; a field cleared here is cleared. */
export function ContactEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const contact = useContactForUpdate(id);
  const update = useUpdateContact(id);
  const item = contact.data;
  return (
    <Stack>
      <PageHeader
        trail={[
          { label: 'Contacts', to: contactPaths.hub },
          { label: item?.fullName ?? 'Contact', to: contactPaths.contact(id) },
        ]}
        title={item ? `Edit ${item.fullName}` : 'Edit contact'}
      />
      <QueryState
        label="Loading the contact…"
        isLoading={contact.isLoading}
        error={contact.error}
        onRetry={() => void contact.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        {item && (
          <Paper withBorder p="lg" radius="md" maw={760}>
            <ContactForm
              initialValues={contactValues(item)}
              submitting={update.isPending}
              serverError={update.error}
              onCancel={() => navigate(contactPaths.contact(id))}
              onSubmit={(body) =>
                update.mutate(body, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: 'Contact updated successfully' });
                    navigate(contactPaths.contact(id));
                  },
                })
              }
            />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
