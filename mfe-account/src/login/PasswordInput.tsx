import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

interface Props {
  id: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  invalid: boolean;
  describedBy?: string;
}

/** A password field with a show/hide toggle (typing a password on a phone is hard enough unseen). */
export function PasswordInput({ id, registration, autoComplete, invalid, describedBy }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <div className="login-password">
      <input
        id={id}
        className="input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        maxLength={128}
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <button
        type="button"
        className="login-password__toggle"
        aria-pressed={visible}
        aria-controls={id}
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('login.hide') : t('login.show')}
      </button>
    </div>
  );
}
