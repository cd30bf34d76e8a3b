import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, showToast, type OverlayBoxProps, usePageLocale } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import './share-box.css';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a link can be shared; the names are brands and stay as they are in every language. */
const NETWORKS: ReadonlyArray<{ name: string; href: (url: string, text: string) => string }> = [
  { name: 'X', href: (url, text) => `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
  { name: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { name: 'WhatsApp', href: (url, text) => `https://wa.me/?text=${text}%20${url}` },
  { name: 'Telegram', href: (url, text) => `https://t.me/share/url?url=${url}&text=${text}` },
  { name: 'Reddit', href: (url, text) => `https://www.reddit.com/submit?url=${url}&title=${text}` },
];

/**
 * The "share" overlay box for a game ({slug, title}): the game's address in the reader's language, a copy button,
 * the device's own share sheet where there is one, and links to the common networks. Opened without a valid slug,
 * it shares the page the reader is on.
 */
export default function ShareBox({ slug, title }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const fieldId = useId();
  const url =
    typeof slug === 'string' && SLUG.test(slug)
      ? new URL(localizePath(`/games/${slug}`, locale), window.location.origin).href
      : window.location.href;
  const text = typeof title === 'string' && title.trim() ? title : document.title;
  const canShareNatively = typeof navigator.share === 'function';

  const copy = () => {
    if (!navigator.clipboard) {
      showToast({ type: 'error', message: t('share.copyFailed') });
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => showToast({ type: 'success', message: t('share.copied') }),
      () => showToast({ type: 'error', message: t('share.copyFailed') }),
    );
  };
  // Dismissing the share sheet rejects with AbortError; that is the reader's choice, not a failure.
  const shareNatively = () => void navigator.share({ title: text, url }).catch(() => undefined);

  return (
    <div className="share-box">
      <label htmlFor={fieldId}>{t('share.linkLabel')}</label>
      <div className="share-box__row">
        <input
          id={fieldId}
          className="input share-box__url"
          readOnly
          value={url}
          dir="ltr"
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={copy}>
          {t('share.copy')}
        </button>
      </div>
      {canShareNatively && (
        <button type="button" className="button button--ghost" onClick={shareNatively}>
          {t('share.native')}
        </button>
      )}
      <ul className="share-box__networks" aria-label={t('share.networks')}>
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              className="button button--ghost"
              href={network.href(encodeURIComponent(url), encodeURIComponent(text))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.on', { network: network.name })}
            >
              {network.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
