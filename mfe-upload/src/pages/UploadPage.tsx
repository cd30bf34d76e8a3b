import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { GuestPrompt, isLoggedInAtom } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { UploadRules } from './UploadRules';
import { UploadTabs } from './UploadTabs';
import './upload-page.css';

/**
 * /gameupload: a new upload, the user's own uploads and, for moderators, the review queue. Signed-in only: a guest
 * sees the rules and a way to sign in, and the page turns into the tabs as soon as the auth atom says so.
 */
export default function UploadPage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className="upl-page">
      <header className="upl-page__head">
        <h1>{t('page.title')}</h1>
        <p>{t('page.intro')}</p>
      </header>
      {loggedIn ? (
        <UploadTabs />
      ) : (
        <>
          <GuestPrompt namespace={NAMESPACE} keyPrefix="page.guest" testId="upload-guest" />
          <UploadRules />
        </>
      )}
    </div>
  );
}
