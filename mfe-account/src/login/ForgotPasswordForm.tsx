import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { identity } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { authErrorKey, looksLikeEmail } from './authErrorKey';

/** Asks the identity provider to mail a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const ids = { email: useId(), error: useId() };
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setError(address ? 'authErrors.invalidEmail' : 'login.emailRequired');
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await identity.requestPasswordReset(address);
      setSent(true);
    } catch (caught) {
      setError(authErrorKey(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <h3 className="login-form__title">{t('login.forgotTitle')}</h3>
      {sent ? (
        <p className="login-notice" role="status">
          {t('login.forgotSent')}
        </p>
      ) : (
        <>
          <p className="login-hint">{t('login.forgotIntro')}</p>
          <div className="login-field">
            <label htmlFor={ids.email}>{t('login.emailLabel')}</label>
            <input
              ref={input}
              id={ids.email}
              className="input"
              type="email"
              inputMode="email"
              value={email}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          {error && (
            <p id={ids.error} className="login-error" role="alert">
              {t(error)}
            </p>
          )}
          <button type="submit" className="button login-submit" disabled={pending}>
            {pending ? t('login.pending') : t('login.forgotSubmit')}
          </button>
        </>
      )}
      <button type="button" className="login-link" onClick={onBack}>
        {t('login.backToSignIn')}
      </button>
    </form>
  );
}
