import { useId, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ERROR_CODES, ApiError, authAtom, NAME_MAX_LENGTH, NAME_MIN_LENGTH, showToast } from '@portal/shared';
import { modifyUserInfo } from '../api/account';
import { NAMESPACE } from '../i18n';
import { getGuestId } from '../guestId';
import { withGuestName } from '../profile';
import { checkDisplayName } from './nameRules';
import './nameForm.css';

function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'authErrors.network';
  switch (error.code) {
    case ACCOUNT_ERROR_CODES.invalidName:
      return 'nameForm.errors.invalid';
    case ACCOUNT_ERROR_CODES.profaneName:
      return 'nameForm.errors.profane';
    case 401:
      return 'nameForm.errors.signedOut';
    case 429:
      return 'authErrors.rateLimited';
    case 0:
      return 'authErrors.network';
    default:
      return 'authErrors.unknown';
  }
}

/**
 * The display-name form. A signed-in player's name is saved by the API (POST /user/info/modify) and goes into the
 * shared auth atom, so the shell header and the games remote show it at once; a guest's name stays in this browser.
 */
export function NameForm() {
  const { t } = useTranslation(NAMESPACE);
  const [auth, setAuth] = useAtom(authAtom);
  const [name, setName] = useState(auth.user?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { input: useId(), hint: useId(), error: useId() };
  const userId = auth.user?.user_id;

  // Another account signed in (or out) meanwhile: start from its name.
  const [nameOf, setNameOf] = useState(userId);
  if (nameOf !== userId) {
    setNameOf(userId);
    setName(auth.user?.name ?? '');
    setError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkDisplayName(name);
    if (!checked.ok) {
      setError(`nameForm.errors.${checked.reason}`);
      return;
    }
    setError(null);
    setName(checked.name);
    if (!auth.isLoggedIn) {
      setAuth(withGuestName(auth, checked.name, getGuestId()));
      showToast({ type: 'success', message: t('nameForm.saved') });
      return;
    }
    setPending(true);
    try {
      const profile = await modifyUserInfo({ name: checked.name }, { showToast: false });
      setAuth((current) =>
        current.isLoggedIn && current.user?.user_id === profile.user_id
          ? {
              ...current,
              user: {
                identity: profile.identity,
                user_id: profile.user_id,
                name: profile.name,
                game_stats: profile.game_stats,
              },
            }
          : current,
      );
      showToast({ type: 'success', message: t('nameForm.saved') });
    } catch (caught) {
      setError(errorKey(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="name-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <label htmlFor={ids.input}>{t('nameForm.label')}</label>
      <div className="name-form__row">
        <input
          id={ids.input}
          className="input"
          value={name}
          maxLength={NAME_MAX_LENGTH * 2}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? ids.error : '', ids.hint].filter(Boolean).join(' ')}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('nameForm.saving') : t('nameForm.save')}
        </button>
      </div>
      <p id={ids.hint} className="name-form__hint">
        {t(auth.isLoggedIn ? 'nameForm.hint' : 'nameForm.guestHint', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH })}
      </p>
      {error && (
        <p id={ids.error} role="alert" className="name-form__error">
          {t(error, { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH })}
        </p>
      )}
    </form>
  );
}
