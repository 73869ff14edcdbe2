// Notifications (/settings/notification): the member's own choice of the e-mails the business sends
// its people, one switch each, saved as it is flipped. Invoice reminders go to customers and are
// not here.

import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { SettingsPage } from '../../../components/settings-page.js';
import { useChangeNotificationPreference, useNotificationPreferences, type NotificationMail, type NotificationPreferences } from '../notifications-api.js';

/** Every mail of the API's preferences, in the order shown. */
export const NOTIFICATION_MAILS: { mail: NotificationMail; label: string; description: string }[] = [
  {
    mail: 'monthlyProfitAndLoss',
    label: 'Monthly profit and loss',
    description: 'The profit and loss of the month that ended, as a PDF, on the 1st at 08:00.',
  },
  {
    mail: 'weeklySummary',
    label: 'Weekly account summary',
    description: 'Sales, expenses, cash, what you are owed and owe, and what falls due, every Monday at 08:00.',
  },
  {
    mail: 'expiryReminders',
    label: 'Product expiry reminders',
    description: 'A reminder for each product in stock as its expiry date nears (the days set on the product).',
  },
];

function PreferenceSwitches({ preferences }: { preferences: NotificationPreferences }) {
  const change = useChangeNotificationPreference();
  return (
    <Stack gap="md">
      {NOTIFICATION_MAILS.map(({ mail, label, description }, index) => (
        <Fragment key={mail}>
          {index > 0 && <Divider />}
          <Switch
            label={label}
            description={description}
            checked={preferences[mail]}
            // One change at a time: the next switch waits for the server's answer to the last one.
            disabled={change.isPending}
            onChange={(event) => change.mutate({ [mail]: event.currentTarget.checked })}
          />
        </Fragment>
      ))}
    </Stack>
  );
}

export default function NotificationsRoute() {
  const preferences = useNotificationPreferences();
  return (
    <SettingsPage title="Notifications" description="The e-mails you get from this business. Each change is saved at once.">
      <Card maw={640}>
        <Title order={4}>E-mail notifications</Title>
        <Text size="sm" c="dimmed" mb="md">
          Sent to the business owner; your choice is yours alone and applies to this business only.
        </Text>
        {preferences.isLoading ? (
          <Stack gap="md" aria-label="Loading your notifications">
            {NOTIFICATION_MAILS.map(({ mail }) => (
              <Skeleton key={mail} height={44} />
            ))}
          </Stack>
        ) : preferences.isError || !preferences.data ? (
          <Alert color="red" title="Your notifications could not be loaded" role="alert">
            <Group gap="xs">
              <Text size="sm">{preferences.error?.message ?? 'Please try again.'}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void preferences.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : (
          <PreferenceSwitches preferences={preferences.data} />
        )}
      </Card>
    </SettingsPage>
  );
}
