import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'email' | 'username';
  /** The account-namespace key of what is wrong with it. */
  error: string | undefined;
}

/** An email address field as phones should treat it (email keyboard, no capitals, no spell check), with its error. */
export function EmailField(props: Props) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={254}
    />
  );
}
