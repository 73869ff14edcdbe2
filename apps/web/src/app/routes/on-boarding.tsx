import { Navigate } from 'react-router-dom';
import { OnBoardingForm } from '../../features/auth/components/on-boarding-form.js';
import { SignOutButton } from '../../features/auth/components/sign-out-button.js';
import { useSession } from '../guards/guards.js';
import { paths } from '../paths.js';

/** OnBoarding: signed in without a business. Once there is one, on to GetStarted (000 §4). */
export function OnBoardingRoute() {
  const session = useSession();
  if (!session) return null;
  if (!session.needsOnboarding) return <Navigate to={paths.getStarted} replace />;

  return (
    <>
      <div className="auth__header">
        <h1>Set up your business</h1>
        <p className="muted">Welcome, {session.user.firstName}. Tell us about your business to start keeping its books.</p>
      </div>
      <OnBoardingForm />
      <div className="auth__footer">
        <span className="muted">Not you?</span> <SignOutButton className="button-link" />
      </div>
    </>
  );
}
