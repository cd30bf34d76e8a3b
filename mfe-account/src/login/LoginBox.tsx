import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, portalStore, Tabs, useOverlayTitle, type OverlayBoxProps } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { setGuestToLoginFlag, takeGuestToLoginFlag } from '../session/guestToLogin';
import { CredentialsForm } from './CredentialsForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import './login.css';

type Tab = 'signIn' | 'signUp';
type View = Tab | 'forgot' | 'reset';

export interface LoginBoxProps extends OverlayBoxProps {
  /** Opens on "create account" instead of "sign in". */
  tab?: unknown;
  /** The `reset_token` of a password reset link: the box opens on the new-password form. */
  resetToken?: unknown;
}

const TABS: Tab[] = ['signIn', 'signUp'];

/** The `login` overlay box: sign in, sign up, forgotten password, reset, or carry on as a guest. */
export default function LoginBox({ close, tab, resetToken }: LoginBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const token = typeof resetToken === 'string' && resetToken ? resetToken : null;
  const [view, setView] = useState<View>(token ? 'reset' : tab === 'signUp' ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // A tab chosen with the arrow keys keeps the focus; opening the box or clicking a tab moves it to the first field.
  const [focusForm, setFocusForm] = useState(true);
  // The dialog's heading says what the form does: "Create account" on that tab, "Sign in" (the manifest's) otherwise.
  useOverlayTitle(view === 'signUp' ? 'overlay.signUp' : null);

  useEffect(() => {
    if (!portalStore.get(isLoggedInAtom)) setGuestToLoginFlag();
  }, []);

  const selectTab = (next: Tab, moveFocus = true) => {
    setNotice(null);
    setFocusForm(moveFocus);
    setView(next);
  };
  const asGuest = () => {
    takeGuestToLoginFlag();
    close();
  };

  const activeTab: Tab | null = view === 'signIn' || view === 'signUp' ? view : null;

  return (
    <div className="login-box" data-testid="login-box">
      {activeTab ? (
        <Tabs
          variant="pills"
          label={t('login.tabsLabel')}
          tabs={TABS}
          selected={activeTab}
          onSelect={(next, by) => selectTab(next, by === 'pointer')}
          tabLabel={(name) => (name === 'signIn' ? t('login.signInTab') : t('login.signUpTab'))}
        >
          {(name) =>
            name === activeTab && (
              <CredentialsForm
                mode={name}
                focusFirstField={focusForm}
                notice={notice}
                initialEmail={email}
                onDone={close}
                onForgot={(typed) => {
                  setEmail(typed);
                  setView('forgot');
                }}
              />
            )
          }
        </Tabs>
      ) : view === 'forgot' ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => selectTab('signIn')} />
      ) : (
        <ResetPasswordForm
          token={token ?? ''}
          onDone={() => {
            setNotice(t('login.resetDone'));
            setView('signIn');
          }}
        />
      )}
      <div className="login-guest">
        <button type="button" className="button button--ghost" onClick={asGuest}>
          {t('login.continueAsGuest')}
        </button>
      </div>
    </div>
  );
}
