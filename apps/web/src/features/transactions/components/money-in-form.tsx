// Record money coming into the business (capital, a loan, other income) into cash or a bank.
// The owner sees the server's message in an alert and, under each field, what was wrong with it.

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { ApiError } from '../../../lib/api-client.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { normalizeAmountInput } from '../../../lib/money.js';
import { useCreateMoneyIn } from '../api/create-money-in.js';
import { MONEY_IN_SUBTYPES, moneyInAccountFor, type MoneyInBody, type MoneyInSubtype } from '../money-in.js';

/** An account money can be paid into: cash on hand or a bank account. */
export interface DepositAccount {
  id: string;
  name: string;
}

interface FormValues {
  date: string;
  amount: string;
  subtype: MoneyInSubtype | '';
  account: string;
  description: string;
}

type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly FieldName[] = ['date', 'amount', 'subtype', 'account', 'description'];

function initialValues(subtype: MoneyInSubtype | '' = ''): FormValues {
  return { date: todayIsoDate(), amount: '', subtype, account: '', description: '' };
}

function amountProblem(raw: string): string {
  if (raw.trim() === '') return 'Enter the amount received.';
  if (/\.\d{3,}\s*$/.test(raw)) return 'Use at most two decimal places (kobo).';
  return 'Enter an amount greater than zero, e.g. 1500.00.';
}

/** Checks worth doing before a round trip; the server stays the judge of everything else. */
function validate(values: FormValues): { body: MoneyInBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = normalizeAmountInput(values.amount);
  if (!values.date) errors.date = 'Enter the date the money came in.';
  if (amount === null) errors.amount = amountProblem(values.amount);
  if (!values.subtype) errors.subtype = 'Choose where the money came from.';
  if (!values.account) errors.account = 'Choose the account the money went into.';
  if (Object.keys(errors).length > 0 || amount === null || !values.subtype) return { errors };
  return {
    body: {
      date: values.date,
      amount,
      subtype: values.subtype,
      account: moneyInAccountFor(values.account),
      description: values.description.trim(),
    },
  };
}

function fieldErrorsFrom(error: Error): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { field, message } of error.errors) {
    if ((FIELD_NAMES as readonly string[]).includes(field)) errors[field as FieldName] ??= message;
  }
  return errors;
}

export function MoneyInForm({
  accounts,
  accountsLoading = false,
  defaultSubtype = '',
}: {
  accounts: DepositAccount[];
  accountsLoading?: boolean;
  /** Preselected "Money from" (the Quick Action opens the form with subtype=capital). */
  defaultSubtype?: MoneyInSubtype | '';
}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(defaultSubtype));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const flash = useFlashMessage();
  const submissionKeys = useSubmissionKeys();
  const createMoneyIn = useCreateMoneyIn();

  const update = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // The owner is fixing this field: stop showing its old error.
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createMoneyIn.isPending) return;

    const checked = validate(values);
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      return;
    }

    setFieldErrors({});
    flash.clear();
    createMoneyIn.mutate(
      { body: checked.body, idempotencyKey: submissionKeys.keyFor(checked.body) },
      {
        onSuccess: (response) => {
          submissionKeys.complete();
          flash.show({ tone: 'success', text: response.message || 'Money in recorded.' });
          // Keep date, source and account: owners often record several receipts in a row.
          setValues((current) => ({ ...current, amount: '', description: '' }));
        },
        onError: (error) => {
          setFieldErrors(fieldErrorsFrom(error));
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  const saving = createMoneyIn.isPending;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Record money in">
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      <div className="form__row">
        <FormField label="Date" error={fieldErrors.date}>
          <input type="date" name="date" value={values.date} onChange={update('date')} required />
        </FormField>

        <FormField label="Amount (₦)" error={fieldErrors.amount}>
          <input
            type="text"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={values.amount}
            onChange={update('amount')}
            required
          />
        </FormField>
      </div>

      <FormField label="Money from" error={fieldErrors.subtype}>
        <select name="subtype" value={values.subtype} onChange={update('subtype')} required>
          <option value="" disabled>
            Choose where the money came from
          </option>
          {MONEY_IN_SUBTYPES.map((subtype) => (
            <option key={subtype.value} value={subtype.value} disabled={subtype.needsContact}>
              {subtype.needsContact ? `${subtype.label} (needs a contact, coming soon)` : subtype.label}
            </option>
          ))}
        </select>
      </FormField>

      <FormField
        label="Paid into"
        error={fieldErrors.account}
        hint={!accountsLoading && accounts.length === 0 ? 'No cash or bank accounts are available yet.' : undefined}
      >
        <select name="account" value={values.account} onChange={update('account')} disabled={accountsLoading} required>
          <option value="" disabled>
            {accountsLoading ? 'Loading accounts…' : 'Choose an account'}
          </option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </select>
      </FormField>

      <FormField label="Description" error={fieldErrors.description}>
        <input type="text" name="description" placeholder="e.g. Owner's startup capital" value={values.description} onChange={update('description')} />
      </FormField>

      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
          {saving ? 'Processing...' : 'Record money in'}
        </button>
      </div>
    </form>
  );
}
