import type { OverlayBoxProps } from '@portal/shared';
import { GeneralFeedbackBox } from './ContactBox';

/** The `contactusother` overlay box: anything that is neither a game problem nor feedback (category "other"). */
export default function ContactOtherBox({ open, close }: OverlayBoxProps) {
  return <GeneralFeedbackBox open={open} close={close} kind="other" />;
}
