import { useId, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  currentUserAtom,
  directionOf,
  fetchModerationAccess,
  tabAfterKey,
  type UploadItem,
  useAsync,
  usePageLocale,
  useUrlTabs,
} from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { MyUploads } from '../mine/MyUploads';
import { ModerationQueue } from '../moderation/ModerationQueue';
import { UploadFlow } from '../upload/UploadFlow';
import { ReviewAccess } from './ReviewAccess';
import { UploadRules } from './UploadRules';

const UPLOAD_TABS = ['new', 'mine', 'review'] as const;
type UploadTab = (typeof UPLOAD_TABS)[number];

/**
 * The upload page's three parts as WAI-ARIA tabs (automatic activation, roving tabindex): the tab lives in the URL
 * (`?tab=new|mine|review`) so it can be linked to, and the review tab exists only for moderators. The new-upload
 * panel stays mounted while hidden, so a transfer in progress survives a look at "My uploads".
 */
export function UploadTabs() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const user = useAtomValue(currentUserAtom);
  const { active, select, refFor } = useUrlTabs(UPLOAD_TABS, 'new');
  const [accessAttempt, setAccessAttempt] = useState(0);
  const access = useAsync(() => fetchModerationAccess(), [user?.user_id, accessAttempt]);
  const moderator = access.status === 'success' && access.data.moderator;
  const visible = UPLOAD_TABS.filter((tab) => tab !== 'review' || moderator);
  const selected = visible.includes(active) ? active : null;
  /** The upload just sent to review: "My uploads" confirms it. */
  const [submitted, setSubmitted] = useState<UploadItem | null>(null);
  /** A new run of the upload flow after each submission, so the new tab starts afresh. */
  const [flowRun, setFlowRun] = useState(0);
  const id = useId();

  const choose = (tab: UploadTab, focus = false) => {
    setSubmitted(null);
    select(tab, focus);
  };

  const onSubmitted = (item: UploadItem) => {
    setSubmitted(item);
    setFlowRun((n) => n + 1);
    // The form that had focus is gone: focus goes to the tab whose panel now shows the upload.
    select('mine', true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, visible, selected ?? visible[0]!, directionOf(locale));
    if (next === null) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className="upl-tabs">
      <div role="tablist" aria-label={t('page.tabs.label')} className="upl-tabs__list" onKeyDown={onKeyDown}>
        {visible.map((tab) => (
          <button
            key={tab}
            ref={refFor(tab)}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === (selected ?? visible[0]) ? 0 : -1}
            className="upl-tabs__tab"
            onClick={() => choose(tab)}
          >
            {t(`page.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {visible.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== selected}
          tabIndex={0}
          className="upl-tabs__panel"
          data-testid={`upload-panel-${tab}`}
        >
          {tab === 'new' && (
            <>
              <UploadRules />
              <UploadFlow key={flowRun} onSubmitted={onSubmitted} />
            </>
          )}
          {tab === 'mine' && selected === 'mine' && (
            <MyUploads submitted={submitted} onStartUpload={() => choose('new', true)} />
          )}
          {tab === 'review' && selected === 'review' && <ModerationQueue />}
        </div>
      ))}
      {active === 'review' && !moderator && (
        <ReviewAccess
          access={access}
          onRetry={() => setAccessAttempt((n) => n + 1)}
          onShowMine={() => choose('mine', true)}
        />
      )}
    </div>
  );
}
