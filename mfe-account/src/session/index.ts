/** @public The exposed session module (`account/Session`): the shell starts it after the first render. */
export { startSession } from './session';
