import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** The message under a login field (or the form), by its account-namespace key; nothing when there is none. */
export function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!messageKey) return null;
  return (
    <p id={id} className="login-error" role="alert">
      {t(messageKey, { min: PASSWORD_MIN_LENGTH })}
    </p>
  );
}

/** An aria-describedby value from the ids that apply, or none. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
