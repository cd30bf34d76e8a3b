import { createStore } from 'jotai';

/**
 * The page's one jotai store. The shell provides it with <Provider store={portalStore}>; code outside React
 * (the API client, analytics) reads and writes atoms through it. jotai is a federation singleton, so remotes
 * mounted inside the shell see the same store.
 */
export const portalStore = createStore();
