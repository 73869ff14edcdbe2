// Label, control and the error under it, wired for screen readers (aria-invalid, aria-describedby).

import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** `adornment`: something shown inside the control's box, on the right (the e-mail's validity icon). */
export function FormField({
  label,
  error,
  hint,
  adornment,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  adornment?: ReactNode;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {adornment ? (
        <span className="email-field">
          {control}
          {adornment}
        </span>
      ) : (
        control
      )}
      {hint && !error && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
