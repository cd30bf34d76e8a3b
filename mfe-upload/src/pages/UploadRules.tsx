import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, UPLOAD_DEFAULT_MAX_BYTES, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { useFormatters } from './useFormatters';

/**
 * The server's default archive limits (docs/uploads.md, "Archive checks"). Only the zip size is part of the shared contract;
 * a server configured otherwise still reports its real limits with every check.
 */
const DEFAULT_MAX_FILES = 1500;
const DEFAULT_MAX_UNCOMPRESSED_BYTES = 250 * 1024 * 1024;
const BRIDGE_SCRIPT_TAG = '<script src="/sdk/v1/portal-bridge.js"></script>';
const GUIDE_PATH = '/blog/make-html5-games-for-playnook';
/** The shell's phone breakpoint: below it the rules start folded, so the file picker is on the first screen. */
const WIDE_SCREEN = '(min-width: 48rem)';

/** What a game maker should know before choosing a file: the archive's shape, the limits, the bridge and the guide. */
export function UploadRules() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const { size, count } = useFormatters();
  const [startOpen] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches);
  return (
    <details className="upl-rules" open={startOpen} data-testid="upload-rules">
      <summary>
        <h2>{t('page.rules.heading')}</h2>
      </summary>
      <ul>
        <li>{t('page.rules.zip')}</li>
        <li>
          {t('page.rules.limits', {
            size: size(UPLOAD_DEFAULT_MAX_BYTES),
            count: DEFAULT_MAX_FILES,
            files: count(DEFAULT_MAX_FILES),
            unpacked: size(DEFAULT_MAX_UNCOMPRESSED_BYTES),
          })}
        </li>
        <li>{t('page.rules.types')}</li>
        <li>
          {t('page.rules.bridge')} <code dir="ltr">{BRIDGE_SCRIPT_TAG}</code>
        </li>
        <li>{t('page.rules.review')}</li>
      </ul>
      <p className="upl-rules__guide">
        <Link to={localizePath(GUIDE_PATH, locale)}>{t('page.rules.guide')}</Link>
      </p>
    </details>
  );
}
