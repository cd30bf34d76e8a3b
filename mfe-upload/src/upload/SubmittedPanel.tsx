import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameOrientation, UploadItem } from '@portal/shared';
import { useFocusOnMount } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { GamePreview } from './GamePreview';

interface Props {
  item: UploadItem;
  orientation: GameOrientation;
  /** Absent when the page has no list to switch to. */
  onShowMine?: () => void;
  onUploadAnother: () => void;
}

/**
 * Step 5: the game waits for review. Its build stays private until approved; the uploader tries it here, as players
 * will, through the signed preview URL the API gives only to them and the moderators.
 */
export function SubmittedPanel({ item, orientation, onShowMine, onUploadAnother }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const title = item.game?.title ?? item.file_name;

  return (
    <section
      className="upload-submitted"
      aria-labelledby={titleId}
      data-testid="upload-submitted"
      data-status={item.status}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('flow.submitted.title')}
      </h2>
      <p>{t('flow.submitted.body', { title })}</p>
      {item.game?.preview_url && (
        <>
          <h3>{t('flow.preview.title')}</h3>
          <p className="upload-flow__hint">{t('flow.preview.hint')}</p>
          <GamePreview fileId={item.file_id} url={item.game.preview_url} title={title} orientation={orientation} />
        </>
      )}
      <div className="upload-flow__actions">
        {onShowMine && (
          <button type="button" className="button" onClick={onShowMine} data-testid="upload-show-mine">
            {t('flow.submitted.showMine')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onUploadAnother} data-testid="upload-another">
          {t('flow.submitted.another')}
        </button>
      </div>
    </section>
  );
}
