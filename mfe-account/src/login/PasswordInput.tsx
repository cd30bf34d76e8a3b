import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password field with a show/hide toggle (typing a password on a phone is hard enough unseen). */
export function PasswordInput({ id, value, onChange, autoComplete, invalid, describedBy, inputRef }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <div className="login-password">
      <input
        ref={inputRef}
        id={id}
        className="input"
        type={visible ? 'text' : 'password'}
        value={value}
        autoComplete={autoComplete}
        required
        maxLength={128}
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
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
