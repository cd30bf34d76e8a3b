import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/shared';
import { NAMESPACE } from '../i18n';

const NAME_LIMITS = { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH };
const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH };

/** The message under a login field (or the form), by its account-namespace key; nothing when there is none. */
export function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!messageKey) return null;
  return (
    <p id={id} className="login-error" role="alert">
      {t(messageKey, messageKey.startsWith('nameForm.') ? NAME_LIMITS : PASSWORD_LIMITS)}
    </p>
  );
}

/** An aria-describedby value from the ids that apply, or none. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
