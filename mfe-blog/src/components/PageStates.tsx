import { createPageStates } from '@portal/shared';
import { NAMESPACE } from '../i18n';

/** A page's load error and "not found", in the blog's words. */
export const { LoadError, PageError } = createPageStates(NAMESPACE);
