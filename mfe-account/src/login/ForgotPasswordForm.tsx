import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { identity, useApiMutation } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { authErrorKey } from './authErrorKey';
import { EmailField } from './EmailField';
import { checkEmail } from './fieldRules';
import { useFocusedField } from './useFocusedField';
import { SubmitButton } from './SubmitButton';

/** Asks the identity provider to mail a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail } });

  const field = useFocusedField(register('email', { validate: checkEmail }), true);

  const request = useApiMutation({
    mutationFn: (address: string) => identity.requestPasswordReset(address),
    onError: (caught) => setError('email', { type: 'server', message: authErrorKey(caught) }),
  });
  const pending = request.isPending;

  const submit = handleSubmit(({ email }) => {
    if (!pending) request.mutate(email.trim());
  });

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <h3 className="login-form__title">{t('login.forgotTitle')}</h3>
      {request.isSuccess ? (
        <p className="login-notice" role="status">
          {t('login.forgotSent')}
        </p>
      ) : (
        <>
          <p className="login-hint">{t('login.forgotIntro')}</p>
          <EmailField
            label={t('login.emailLabel')}
            registration={field}
            autoComplete="email"
            error={errors.email?.message}
          />
          <SubmitButton pending={pending} label={t('login.forgotSubmit')} />
        </>
      )}
      <button type="button" className="login-link" onClick={onBack}>
        {t('login.backToSignIn')}
      </button>
    </form>
  );
}
