// Sign in with e-mail and password (spec 000 §2.4). Leaving the page on success is the route guard's
// job; this form shows the server's message for 5 seconds when sign-in fails.

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFlashMessage } from '../../../components/alert.js';
import { useSignIn } from '../api/sign-in.js';
import { emailProblem } from '../email.js';
import { AuthForm, EmailField, PasswordField, serverFieldErrors, useFieldValues } from './auth-form.js';

export function SignInForm({ recoverPasswordPath }: { recoverPasswordPath: string }) {
  const { values, errors, setErrors, update } = useFieldValues({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const flash = useFlashMessage();
  const signIn = useSignIn();

  const onSubmit = () => {
    const { email, password } = values;
    const checked = { email: emailProblem(email), password: password === '' ? 'Enter your password.' : undefined };
    setErrors(checked);
    if (checked.email || checked.password) return;

    flash.clear();
    signIn.mutate(
      { email, password, rememberMe },
      {
        onError: (error) => {
          setErrors(serverFieldErrors(error, ['email', 'password']));
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <AuthForm label="Sign in" onSubmit={onSubmit} flash={flash} busy={signIn.isPending} submitLabel="Sign in">
      <EmailField value={values.email} error={errors.email} onChange={update('email')} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={update('password')}
      />

      <div className="form__between">
        <label className="checkbox">
          <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
          Remember me
        </label>
        <Link to={recoverPasswordPath}>Forgot password?</Link>
      </div>
    </AuthForm>
  );
}
