import { useEffect, useRef, type ComponentType } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { overlayAtom, type OverlayBox, type OverlayBoxProps } from '../state/overlay';

/** The overlay boxes a remote renders, by box name, as its harness passes them. */
export type HarnessBoxes = Partial<Record<Exclude<OverlayBox, 'none'>, ComponentType<OverlayBoxProps>>>;

/**
 * The standalone harness's overlay manager: a picker opens any of the remote's boxes, and a box the remote's own
 * code opens (openOverlay) shows as in the portal, in a modal dialog. The shell's manager adds focus return, the
 * mobile sheet and history; QA of those is done in the composed portal.
 */
export function HarnessOverlays({ boxes }: { boxes: HarnessBoxes }) {
  const { t } = useTranslation();
  const [state, setState] = useAtom(overlayAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const names = Object.keys(boxes) as Array<keyof HarnessBoxes>;
  const Box = state.box === 'none' ? undefined : boxes[state.box];
  const close = () => setState({ box: 'none' });

  useEffect(() => {
    const element = dialog.current;
    if (Box && element && !element.open) element.showModal();
    if (!Box && element?.open) element.close();
  }, [Box]);

  if (!names.length) return null;
  return (
    <>
      <label className="harness-overlay-picker">
        {t('overlay.picker', 'Overlay box')}{' '}
        <select
          value={Box ? state.box : 'none'}
          onChange={(event) => setState({ box: event.target.value as OverlayBox })}
          data-testid="harness-overlay-picker"
        >
          <option value="none">—</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <dialog
        ref={dialog}
        className="overlay"
        data-testid="overlay"
        data-box={state.box}
        aria-label={state.box}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {Box && <Box {...state.props} close={close} open={(box, props) => setState({ box, props })} />}
      </dialog>
    </>
  );
}
