import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError } from './FieldError';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'email' | 'username';
  /** The account-namespace key of what is wrong with it. */
  error: string | undefined;
}

/** An email address field as phones should treat it (email keyboard, no capitals, no spell check), with its error. */
export function EmailField({ label, registration, autoComplete, error }: Props) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className="login-field">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        className="input"
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.error)}
        {...registration}
      />
      <FieldError id={ids.error} messageKey={error} />
    </div>
  );
}
