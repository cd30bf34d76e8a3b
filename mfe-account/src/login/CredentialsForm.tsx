import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ERROR_CODES,
  ApiError,
  createdAccountAtom,
  identity,
  PASSWORD_MIN_LENGTH,
  portalStore,
  useFocusOnMount,
} from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { signInWithProviderToken } from '../session/session';
import { authErrorKey, fieldOfError, looksLikeEmail } from './authErrorKey';
import { PasswordInput } from './PasswordInput';

type Field = 'email' | 'password';

interface Props {
  mode: 'signIn' | 'signUp';
  /** The login completed; the box closes. */
  onDone: () => void;
  onForgot: (email: string) => void;
  /** Shown above the form, e.g. after a password reset. */
  notice?: string | null;
  initialEmail?: string;
  /** Focus the first field when shown. */
  focusFirstField: boolean;
}

/** Sign in or sign up with the identity provider, then the portal login ("aware"). */
export function CredentialsForm({ mode, onDone, onForgot, notice, initialEmail = '', focusFirstField }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId(), error: useId() };
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ key: string; field: Field | null } | null>(null);
  const [pending, setPending] = useState(false);
  const first = useFocusOnMount<HTMLInputElement>(focusFirstField);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signUp = mode === 'signUp';

  const fail = (key: string, field: Field | null) => {
    setError({ key, field });
    if (field === 'email') emailRef.current?.focus();
    if (field === 'password') passwordRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!address) return fail('login.emailRequired', 'email');
    if (!looksLikeEmail(address)) return fail('authErrors.invalidEmail', 'email');
    if (!password) return fail('login.passwordRequired', 'password');
    if (signUp && [...password].length < PASSWORD_MIN_LENGTH) return fail('authErrors.weakPassword', 'password');
    setError(null);
    setPending(true);
    try {
      const provider = signUp
        ? await identity.signUp({ email: address, password, name: name.trim() || undefined })
        : await identity.signIn({ email: address, password });
      if (!provider.token) throw new ApiError(0, 'Unknown error');
      const result = await signInWithProviderToken(provider.token, 'aware');
      if (result.ok) {
        if (signUp) portalStore.set(createdAccountAtom, result.user.user_id);
        onDone();
        return;
      }
      // The device id failure has its own toast (product §5).
      if (result.error.code !== ACCOUNT_ERROR_CODES.deviceId) fail(authErrorKey(result.error), null);
    } catch (caught) {
      fail(authErrorKey(caught), fieldOfError(caught));
    } finally {
      setPending(false);
    }
  };

  const invalid = (field: Field) => error?.field === field;
  const describe = (field: Field, extra?: string) =>
    [invalid(field) ? ids.error : undefined, extra].filter(Boolean).join(' ') || undefined;

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      {notice && (
        <p className="login-notice" role="status">
          {notice}
        </p>
      )}
      {signUp && (
        <div className="login-field">
          <label htmlFor={ids.name}>{t('login.nameLabel')}</label>
          <input
            ref={first}
            id={ids.name}
            className="input"
            value={name}
            autoComplete="nickname"
            maxLength={48}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      )}
      <div className="login-field">
        <label htmlFor={ids.email}>{t('login.emailLabel')}</label>
        <input
          ref={(element) => {
            emailRef.current = element;
            if (!signUp) first.current = element;
          }}
          id={ids.email}
          className="input"
          type="email"
          inputMode="email"
          value={email}
          autoComplete={signUp ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          aria-invalid={invalid('email') || undefined}
          aria-describedby={describe('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="login-field">
        <div className="login-field__head">
          <label htmlFor={ids.password}>{t('login.passwordLabel')}</label>
          {!signUp && (
            <button type="button" className="login-link" onClick={() => onForgot(email.trim())}>
              {t('login.forgot')}
            </button>
          )}
        </div>
        <PasswordInput
          id={ids.password}
          inputRef={passwordRef}
          value={password}
          onChange={setPassword}
          autoComplete={signUp ? 'new-password' : 'current-password'}
          invalid={invalid('password')}
          describedBy={describe('password', signUp ? ids.hint : undefined)}
        />
        {signUp && (
          <p id={ids.hint} className="login-hint">
            {t('login.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          </p>
        )}
      </div>
      {error && (
        <p id={ids.error} className="login-error" role="alert">
          {t(error.key, { min: PASSWORD_MIN_LENGTH })}
        </p>
      )}
      <button type="submit" className="button login-submit" disabled={pending}>
        {pending ? t('login.pending') : signUp ? t('login.signUpSubmit') : t('login.signInSubmit')}
      </button>
    </form>
  );
}
