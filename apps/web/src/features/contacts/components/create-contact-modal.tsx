import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateContact, type ContactKind } from '../api/contacts.api.js';
import { ContactForm } from './contact-form.js';

export function CreateContactModal({ opened, onClose, initialKinds }: { opened: boolean; onClose: () => void; initialKinds?: ContactKind[] }) {
  const create = useCreateContact();
  return (
    <Modal opened={opened} onClose={onClose} title="New contact" size="lg">
      <ContactForm
        initialKinds={initialKinds}
        submitting={create.isPending}
        serverError={create.error}
        onCancel={onClose}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'Contact created successfully' });
              onClose();
            },
          })
        }
      />
    </Modal>
  );
}
