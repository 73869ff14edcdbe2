// The payment block of the sale, purchase and expense forms. Their discount, delivery and tax card
// and totals panel are every document form's (components/document-totals-fields.tsx).

import { Group, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IsoDateInput } from '../../../lib/date-input.js';
import { ContactPicker } from './pickers.js';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';

/** Cash or a bank account, credit with deposit and due date, and the contact who owes or is owed. */
export function PaymentBlock<T extends FieldValues>({
  control,
  credit,
  accountLabel,
  contactLabel,
  contactKind,
  allowCredit = true,
}: {
  control: Control<T>;
  credit: boolean;
  accountLabel: string;
  contactLabel: string;
  contactKind: 'customer' | 'supplier' | 'vendor';
  allowCredit?: boolean;
}) {
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={'account' as Path<T>}
        render={({ field, fieldState }) => (
          <PaymentAccountSelect label={accountLabel} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      {allowCredit && (
        <Controller
          control={control}
          name={'credit' as Path<T>}
          render={({ field }) => (
            <Switch label="On credit (part or all paid later)" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
          )}
        />
      )}
      <Controller
        control={control}
        name={'contact' as Path<T>}
        render={({ field, fieldState }) => (
          <ContactPicker
            label={credit ? contactLabel : `${contactLabel} (optional)`}
            value={field.value}
            onPick={(contact) => field.onChange(contact ?? { id: '', name: '' })}
            error={fieldState.error?.message ?? (fieldState.error as { id?: { message?: string } } | undefined)?.id?.message}
            kind={contactKind}
          />
        )}
      />
      {credit && (
        <Group grow align="flex-start">
          <Controller
            control={control}
            name={'deposit' as Path<T>}
            render={({ field, fieldState }) => (
              <TextInput label="Deposit paid now" placeholder="0.00" inputMode="decimal" {...field} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name={'dueDate' as Path<T>}
            render={({ field, fieldState }) => (
              <IsoDateInput label="Due date" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </Group>
      )}
    </Stack>
  );
}
