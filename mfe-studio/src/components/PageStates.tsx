import { createPageStates } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** The portal's load error with "Try again", worded in this remote's namespace (`state.*`). */
export const { LoadError } = createPageStates(NAMESPACE);
