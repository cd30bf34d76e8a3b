import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type TabsHandle, type UploadItem, useUrlTabs } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { MyUploads } from '../mine/MyUploads';
import { ModerationQueue } from '../moderation/ModerationQueue';
import { UploadFlow } from '../upload/UploadFlow';
import { ReviewAccess } from './ReviewAccess';
import { UploadRules } from './UploadRules';
import { useModerationAccess } from './useModerationAccess';

const UPLOAD_TABS = ['new', 'mine', 'review'] as const;
type UploadTab = (typeof UPLOAD_TABS)[number];

/**
 * The upload page's three parts as WAI-ARIA tabs (automatic activation, roving tabindex): the tab lives in the URL
 * (`?tab=new|mine|review`) so it can be linked to, and the review tab exists only for moderators. The new-upload
 * panel stays mounted while hidden, so a transfer in progress survives a look at "My uploads".
 */
export function UploadTabs() {
  const { t } = useTranslation(NAMESPACE);
  const { active, select } = useUrlTabs(UPLOAD_TABS, 'new');
  const tabs = useRef<TabsHandle<UploadTab>>(null);
  const access = useModerationAccess();
  const moderator = access.data?.moderator === true;
  const visible = UPLOAD_TABS.filter((tab) => tab !== 'review' || moderator);
  const selected = visible.includes(active) ? active : null;
  /** The upload just sent to review: "My uploads" confirms it. */
  const [submitted, setSubmitted] = useState<UploadItem | null>(null);
  /** A new run of the upload flow after each submission, so the new tab starts afresh. */
  const [flowRun, setFlowRun] = useState(0);

  const choose = (tab: UploadTab, focus = false) => {
    setSubmitted(null);
    select(tab);
    if (focus) tabs.current?.focus(tab);
  };

  const onSubmitted = (item: UploadItem) => {
    setSubmitted(item);
    setFlowRun((n) => n + 1);
    // The form that had focus is gone: focus goes to the tab whose panel now shows the upload.
    select('mine');
    tabs.current?.focus('mine');
  };

  // The new-upload panel is always mounted; the lists load when shown.
  const panels: Record<UploadTab, ReactNode> = {
    new: (
      <>
        <UploadRules />
        <UploadFlow key={flowRun} onSubmitted={onSubmitted} />
      </>
    ),
    mine: selected === 'mine' && <MyUploads submitted={submitted} onStartUpload={() => choose('new', true)} />,
    review: selected === 'review' && <ModerationQueue />,
  };

  return (
    <div className="upl-tabs">
      <Tabs
        ref={tabs}
        label={t('page.tabs.label')}
        tabs={visible}
        selected={selected}
        onSelect={(tab) => choose(tab)}
        tabLabel={(tab) => t(`page.tabs.${tab}`)}
        panelTestId={(tab) => `upload-panel-${tab}`}
      >
        {(tab) => panels[tab]}
      </Tabs>
      {active === 'review' && !moderator && <ReviewAccess access={access} onShowMine={() => choose('mine', true)} />}
    </div>
  );
}
