/**
 * A first-party cookie, on every path, that only says a visitor holds a session: the session's own cookie is scoped
 * to the identity routes (the API's), so pages never see it. The API sets and clears this one with the session; the
 * edge answers such a visitor's pages `private` and the proxy's cache (deploy/nginx) passes them by. It grants
 * nothing: anyone may set it, and gets only uncached pages.
 */
export const SIGNED_IN_COOKIE = 'pn_signed_in';
