import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** A login form's submit button: disabled and saying "please wait" while its request runs. */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <button type="submit" className="button login-submit" disabled={pending}>
      {pending ? t('login.pending') : label}
    </button>
  );
}
