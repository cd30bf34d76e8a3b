import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { identity, PASSWORD_MIN_LENGTH } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { authErrorKey } from './authErrorKey';
import { PasswordInput } from './PasswordInput';

interface Props {
  /** The `reset_token` of the mailed link. */
  token: string;
  /** The new password is set; the player signs in with it next. */
  onDone: () => void;
}

/** Sets a new password with the token of a reset link (every session of the account ends). */
export function ResetPasswordForm({ token, onDone }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const ids = { password: useId(), hint: useId(), error: useId() };
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if ([...password].length < PASSWORD_MIN_LENGTH) {
      setError(password ? 'authErrors.weakPassword' : 'login.passwordRequired');
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await identity.resetPassword(token, password);
      onDone();
    } catch (caught) {
      setError(authErrorKey(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <h3 className="login-form__title">{t('login.resetTitle')}</h3>
      <div className="login-field">
        <label htmlFor={ids.password}>{t('login.newPasswordLabel')}</label>
        <PasswordInput
          id={ids.password}
          inputRef={input}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={error !== null}
          describedBy={[error ? ids.error : '', ids.hint].filter(Boolean).join(' ')}
        />
        <p id={ids.hint} className="login-hint">
          {t('login.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      {error && (
        <p id={ids.error} className="login-error" role="alert">
          {t(error, { min: PASSWORD_MIN_LENGTH })}
        </p>
      )}
      <button type="submit" className="button login-submit" disabled={pending}>
        {pending ? t('login.pending') : t('login.resetSubmit')}
      </button>
    </form>
  );
}
