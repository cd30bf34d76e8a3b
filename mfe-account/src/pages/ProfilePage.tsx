import { useId, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { authAtom } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { getGuestId } from '../guestId';
import { NAME_MAX_LENGTH, normaliseName, withGuestName } from '../profile';
import '../account.css';

export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const [auth, setAuth] = useAtom(authAtom);
  const [name, setName] = useState(auth.user?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = normaliseName(name);
    setSaved(false);
    if (!result.ok) {
      setError(t(`profile.errors.${result.reason}`, { max: NAME_MAX_LENGTH }));
      return;
    }
    setError(null);
    setAuth(withGuestName(auth, result.name, getGuestId()));
    setName(result.name);
    setSaved(true);
  };

  return (
    <section className="account-profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <p>{t('profile.intro')}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('profile.nameLabel')}</label>
        <div className="account-profile__row">
          <input
            id={inputId}
            className="input"
            value={name}
            maxLength={NAME_MAX_LENGTH * 2}
            autoComplete="nickname"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button">
            {t('profile.save')}
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="account-profile__error">
            {error}
          </p>
        )}
        {saved && <p role="status">{t('profile.saved')}</p>}
      </form>
    </section>
  );
}
