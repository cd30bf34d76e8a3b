import { useId, type ReactNode } from 'react';

interface Action {
  label: string;
  onClick: () => void;
}

/**
 * A non-modal prompt in the corner (pwa.css): a title, a sentence, and a choice between putting it off and doing it.
 * With an icon, the texts stand in a column beside it.
 */
export function PwaPrompt({
  kind,
  icon,
  title,
  text,
  dismiss,
  accept,
}: {
  kind: 'install' | 'update';
  icon?: ReactNode;
  title: string;
  text: string;
  dismiss: Action;
  accept: Action;
}) {
  const titleId = useId();
  const textId = useId();
  const texts = (
    <>
      <p className="pwa-prompt__title" id={titleId}>
        {title}
      </p>
      <p className="pwa-prompt__text" id={textId}>
        {text}
      </p>
    </>
  );
  return (
    <div
      className={`pwa-prompt pwa-prompt--${kind}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      {icon}
      {icon ? <div className="pwa-prompt__body">{texts}</div> : texts}
      <div className="pwa-prompt__actions">
        <button type="button" className="button button--ghost" onClick={dismiss.onClick}>
          {dismiss.label}
        </button>
        <button type="button" className="button" onClick={accept.onClick}>
          {accept.label}
        </button>
      </div>
    </div>
  );
}
