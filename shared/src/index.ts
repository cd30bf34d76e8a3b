export * from './config';
export * from './i18n/locales';
export * from './i18n/instance';
export * from './api/envelope';
export * from './api/client';
export * from './api/catalogue';
export * from './catalogue/ratings';
export * from './device/deviceId';
export * from './device/platform';
export * from './seo/fillSeo';
export * from './state/store';
export * from './state/auth';
export * from './types/catalogue';
export * from './types/blog';
export * from './types/seo';
export * from './query/useApiQuery';
export * from './query/pagedQuery';
export * from './query/useApiMutation';
export * from './ui/urlTabs';
export * from './ui/useMediaQuery';
export * from './ui/Tabs';
export * from './ui/PageStates';
export * from './ui/LoadMore';
export * from './ui/useFocusOnMount';
export * from './i18n/usePageLocale';
export * from './i18n/formats';
export * from './federation/yieldToMain';
export * from './state/overlay';
export * from './state/toasts';
export * from './state/loading';
export * from './utils/debounce';
export * from './utils/shareLink';
export * from './api/errorMessage';
export * from './i18n/localeCookie';
export * from './state/recentlyPlayed';
export * from './seo/site';
export * from './seo/truncate';
export * from './seo/pageValues';
export * from './seo/pageHead';
export * from './seo/pageSeo';
export * from './types/social';
export * from './pwa/state';
export {
  startAnalytics,
  track,
  trackClick,
  trackVisit,
  trackUserUpdate,
  currentSource,
  type AnalyticsEventProps,
} from './analytics/tracker';
export { useTrackVisits } from './analytics/useTrackVisits';
export { getCountry } from './analytics/country';
export {
  ANALYTICS_EVENTS,
  type AnalyticsEventName,
  type AnalyticsWireEvent,
  type ClickDescriptor,
  type SourceRecord,
  type SourceType,
} from './analytics/events';
export { reportError, setErrorReporter, isReportable, type ErrorContext, type ErrorReporter } from './errors/reporter';
export { startErrorReporting } from './errors/startErrorReporting';
export { isBotUserAgent } from './errors/bots';
export * from './types/account';
export * from './api/account';
export * from './api/gameLike';
export * as identity from './auth/identity';
export * from './types/upload';
export * from './query/queryClient';
export * from './query/keys';
export * from './query/useHydrated';
