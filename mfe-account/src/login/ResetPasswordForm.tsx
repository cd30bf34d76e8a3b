import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { identity, useApiMutation } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { authErrorKey } from './authErrorKey';
import { checkPassword } from './fieldRules';
import { PasswordField } from './PasswordField';
import { useFocusedField } from './useFocusedField';
import { SubmitButton } from './SubmitButton';

interface Props {
  /** The `reset_token` of the mailed link. */
  token: string;
  /** The new password is set; the player signs in with it next. */
  onDone: () => void;
}

/** Sets a new password with the token of a reset link (every session of the account ends). */
export function ResetPasswordForm({ token, onDone }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const field = useFocusedField(register('password', { validate: checkPassword(true) }), true);

  const reset = useApiMutation({
    mutationFn: (password: string) => identity.resetPassword(token, password),
    onSuccess: onDone,
    onError: (caught) => setError('password', { type: 'server', message: authErrorKey(caught) }),
  });
  const pending = reset.isPending;

  const submit = handleSubmit(({ password }) => {
    if (!pending) reset.mutate(password);
  });

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <h3 className="login-form__title">{t('login.resetTitle')}</h3>
      <PasswordField
        label={t('login.newPasswordLabel')}
        registration={field}
        autoComplete="new-password"
        error={errors.password?.message}
      />
      <SubmitButton pending={pending} label={t('login.resetSubmit')} />
    </form>
  );
}
