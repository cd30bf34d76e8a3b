import { useEffect, useMemo, useRef } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { overlayAtom, type OverlayBox } from '@portal/shared';
import { RemoteMount } from '../federation/RemoteMount';
import { registeredRemotes } from '../federation/remotes';
import { useIsMobile } from '../layout/useIsMobile';
import { composeOverlays } from './boxes';
import { OverlayTitle } from './OverlayTitle';
import { trapTab } from './focusTrap';
import './overlay.css';

const HISTORY_MARK = 'portalOverlay';

/**
 * The one overlay manager: a modal dialog showing the active box (from the remote that owns it, as its manifest
 * declares). One box at a
 * time; focus is trapped and returns where it was; Escape closes. On mobile, opening a box adds a history entry
 * so the back button closes it instead of leaving the page.
 */
export function OverlayHost() {
  const { t } = useTranslation();
  const [state, setState] = useAtom(overlayAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const pushedHistory = useRef(false);
  const mobile = useIsMobile();
  // The boxes of the remotes this page registered (each remote's manifest); the registry does not change in a page.
  const boxes = useMemo(() => composeOverlays(registeredRemotes()), []);
  const active = state.box === 'none' ? undefined : boxes[state.box];

  const close = () => {
    if (pushedHistory.current) {
      pushedHistory.current = false;
      // A box that navigated (e.g. search → results) has left the overlay's entry; going back would undo that.
      if ((window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) window.history.back();
    }
    setState({ box: 'none' });
  };
  const open = (box: OverlayBox, props?: Record<string, unknown>) => setState({ box, props });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (active && !element.open) {
      returnFocus.current = document.activeElement;
      element.showModal();
      if (mobile && !pushedHistory.current) {
        window.history.pushState({ ...(window.history.state as object), [HISTORY_MARK]: true }, '');
        pushedHistory.current = true;
      }
    } else if (!active && element.open) {
      element.close();
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    }
  }, [active, mobile]);

  useEffect(() => {
    const onPop = () => {
      if (!pushedHistory.current) return;
      pushedHistory.current = false;
      setState({ box: 'none' });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [setState]);

  return (
    // A click on the backdrop closes the box, as Escape (onCancel) does from the keyboard. The backdrop belongs to the
    // dialog element and has no element of its own, so only the dialog can hear that click.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`overlay${mobile ? ' overlay--sheet' : ''}`}
      aria-labelledby="overlay-title"
      data-testid="overlay"
      data-box={state.box}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => dialog.current && trapTab(event.nativeEvent, dialog.current)}
      onClick={(event) => event.target === dialog.current && close()}
    >
      {active && (
        <div className="overlay__panel">
          <div className="overlay__head">
            <h2 id="overlay-title">
              <OverlayTitle box={active} />
            </h2>
            <button
              type="button"
              className="close-button overlay__close"
              onClick={close}
              aria-label={t('overlay.close')}
            >
              ×
            </button>
          </div>
          <div className="overlay__body">
            <RemoteMount
              key={state.box}
              remote={active.remote}
              module={active.module}
              variant="inline"
              props={{ ...state.props, close, open }}
            />
          </div>
        </div>
      )}
    </dialog>
  );
}
