import type { OverlayBoxProps } from '@portal/shared';
import { GeneralFeedbackBox } from './ContactBox';

/** The `contactusform` overlay box: general feedback about the site (category "contact"). */
export default function ContactFormBox({ open, close }: OverlayBoxProps) {
  return <GeneralFeedbackBox open={open} close={close} kind="form" />;
}
