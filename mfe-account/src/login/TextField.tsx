import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError } from './FieldError';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** The account-namespace key of what is wrong with it. */
  error: string | undefined;
}

/** A labelled text field of the login forms, marked invalid and described by its error when it has one. */
export function TextField({ label, registration, error, ...input }: Props) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className="login-field">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        className="input"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.error)}
        {...registration}
      />
      <FieldError id={ids.error} messageKey={error} />
    </div>
  );
}
