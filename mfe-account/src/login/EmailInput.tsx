import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'email' | 'username';
  invalid: boolean;
  describedBy?: string;
}

/** An email address field as phones should treat it: email keyboard, no capitals, no spell check. */
export function EmailInput({ id, registration, autoComplete, invalid, describedBy }: Props) {
  return (
    <input
      id={id}
      className="input"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={254}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      {...registration}
    />
  );
}
