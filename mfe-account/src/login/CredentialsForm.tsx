import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ERROR_CODES,
  ApiError,
  createdAccountAtom,
  identity,
  NAME_MAX_LENGTH,
  portalStore,
  useApiMutation,
} from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { signInWithProviderToken } from '../session/session';
import { authErrorKey, fieldErrorsOf } from './authErrorKey';
import { EmailField } from './EmailField';
import { FieldError } from './FieldError';
import { TextField } from './TextField';
import { checkEmail, checkName, checkPassword } from './fieldRules';
import { PasswordField } from './PasswordField';
import { useFocusedField } from './useFocusedField';
import { SubmitButton } from './SubmitButton';

interface Fields {
  name: string;
  email: string;
  password: string;
}

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
  const errorId = useId();
  const signUp = mode === 'signUp';
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { name: '', email: initialEmail, password: '' } });

  const nameField = useFocusedField(register('name', { validate: checkName }), focusFirstField && signUp);
  const emailField = useFocusedField(register('email', { validate: checkEmail }), focusFirstField && !signUp);

  const login = useApiMutation({
    mutationFn: async ({ name, email, password }: Fields) => {
      const address = email.trim();
      const provider = signUp
        ? await identity.signUp({ email: address, password, name: name.trim() || undefined })
        : await identity.signIn({ email: address, password });
      if (!provider.token) throw new ApiError(0, 'Unknown error');
      return signInWithProviderToken(provider.token, 'aware');
    },
    onSuccess: (result) => {
      if (result.ok) {
        if (signUp) portalStore.set(createdAccountAtom, result.user.user_id);
        onDone();
        return;
      }
      // The device id failure has its own toast (product §5).
      if (result.error.code !== ACCOUNT_ERROR_CODES.deviceId)
        setError('root.server', { type: 'server', message: authErrorKey(result.error) });
    },
    onError: (caught) => {
      // Every field the server found wrong is marked at once; the first of them takes the focus.
      const fields = fieldErrorsOf(caught);
      fields.forEach(({ field, key }, index) =>
        setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) setError('root.server', { type: 'server', message: authErrorKey(caught) });
    },
  });
  const pending = login.isPending;

  const submit = handleSubmit((fields) => {
    if (!pending) login.mutate(fields);
  });

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      {notice && (
        <p className="login-notice" role="status">
          {notice}
        </p>
      )}
      {signUp && (
        <TextField
          label={t('login.nameLabel')}
          registration={nameField}
          error={errors.name?.message}
          autoComplete="nickname"
          // Room for spaces the check collapses; the rule itself is NAME_MAX_LENGTH characters.
          maxLength={NAME_MAX_LENGTH * 2}
        />
      )}
      <EmailField
        label={t('login.emailLabel')}
        registration={emailField}
        autoComplete={signUp ? 'email' : 'username'}
        error={errors.email?.message}
      />
      <PasswordField
        label={t('login.passwordLabel')}
        aside={
          !signUp && (
            <button type="button" className="login-link" onClick={() => onForgot(getValues('email').trim())}>
              {t('login.forgot')}
            </button>
          )
        }
        registration={register('password', { validate: checkPassword(signUp) })}
        autoComplete={signUp ? 'new-password' : 'current-password'}
        error={errors.password?.message}
      />
      <FieldError id={errorId} messageKey={errors.root?.server?.message} />
      <SubmitButton pending={pending} label={signUp ? t('login.signUpSubmit') : t('login.signInSubmit')} />
    </form>
  );
}
