// Sign in with e-mail and password (spec 000 §2.4). Leaving the page on success is the route guard's
// job; this form shows the server's message for 5 seconds when sign-in fails.

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { PasswordInput } from '../../../components/password-input.js';
import { useSignIn } from '../api/sign-in.js';
import { emailProblem } from '../email.js';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function SignInForm({ recoverPasswordPath }: { recoverPasswordPath: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const flash = useFlashMessage();
  const signIn = useSignIn();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;

    const checked: FieldErrors = { email: emailProblem(email), password: password === '' ? 'Enter your password.' : undefined };
    setErrors(checked);
    if (checked.email || checked.password) return;

    flash.clear();
    signIn.mutate(
      { email, password, rememberMe },
      {
        onError: (error) => {
          setErrors({ email: error.fieldMessage('email'), password: error.fieldMessage('password') });
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  const busy = signIn.isPending;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      <FormField label="Email" error={errors.email}>
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          required
        />
      </FormField>

      <FormField label="Password" error={errors.password}>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          required
        />
      </FormField>

      <div className="form__between">
        <label className="checkbox">
          <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
          Remember me
        </label>
        <Link to={recoverPasswordPath}>Forgot password?</Link>
      </div>

      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Sign in'}
      </button>
    </form>
  );
}
