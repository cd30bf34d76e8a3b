import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { describedBy, FieldError } from './FieldError';
import { PasswordInput } from './PasswordInput';

interface Props {
  label: string;
  /** Next to the label (sign in's "forgot password?"). */
  aside?: ReactNode;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  /** The account-namespace key of what is wrong with it. */
  error: string | undefined;
}

/** A password field with its label and error; a new password also says how long it must be. */
export function PasswordField({ label, aside, registration, autoComplete, error }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const ids = { input: useId(), hint: useId(), error: useId() };
  const isNew = autoComplete === 'new-password';
  return (
    <div className="login-field">
      <div className="login-field__head">
        <label htmlFor={ids.input}>{label}</label>
        {aside}
      </div>
      <PasswordInput
        id={ids.input}
        registration={registration}
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        describedBy={describedBy(error && ids.error, isNew && ids.hint)}
      />
      {isNew && (
        <p id={ids.hint} className="login-hint">
          {t('login.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        </p>
      )}
      <FieldError id={ids.error} messageKey={error} />
    </div>
  );
}
