import { useEffect, useId, useRef } from 'react';
import { useAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ERROR_CODES,
  ApiError,
  authAtom,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  showToast,
  useApiMutation,
} from '@portal/shared';
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
  const ids = { input: useId(), hint: useId(), error: useId() };
  const userId = auth.user?.user_id;
  const currentName = auth.user?.name ?? '';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: currentName } });

  // Another account signed in (or out) meanwhile: start from its name.
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    reset({ name: currentName });
  }, [userId, currentName, reset]);

  const save = useApiMutation({
    mutationFn: (name: string) => modifyUserInfo({ name }, { showToast: false }),
    onSuccess: (profile) => {
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
    },
    onError: (caught) => setError('name', { type: 'server', message: errorKey(caught) }),
  });
  const pending = save.isPending;

  const submit = handleSubmit(({ name: raw }) => {
    const checked = checkDisplayName(raw);
    if (!checked.ok || pending) return;
    setValue('name', checked.name);
    if (!auth.isLoggedIn) {
      setAuth(withGuestName(auth, checked.name, getGuestId()));
      showToast({ type: 'success', message: t('nameForm.saved') });
      return;
    }
    save.mutate(checked.name);
  });
  const error = errors.name?.message;

  return (
    <form className="name-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <label htmlFor={ids.input}>{t('nameForm.label')}</label>
      <div className="name-form__row">
        <input
          id={ids.input}
          className="input"
          maxLength={NAME_MAX_LENGTH * 2}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? ids.error : '', ids.hint].filter(Boolean).join(' ')}
          {...register('name', {
            validate: (value) => {
              const checked = checkDisplayName(value);
              return checked.ok || `nameForm.errors.${checked.reason}`;
            },
          })}
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
