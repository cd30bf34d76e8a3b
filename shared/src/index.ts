export { getRuntimeConfig, setRuntimeConfig } from './config';
export { Thumbnail } from './ui/Thumbnail';
export { GameTile } from './ui/GameTile';
export { GameCardLink, THUMB_HEIGHT, THUMB_WIDTH } from './ui/GameCardLink';
export { GuestPrompt } from './ui/GuestPrompt';
export {
  isLocale,
  directionOf,
  localeFromPath,
  stripLocale,
  localizePath,
  apiLanguage,
  LOCALES,
  type LocaleCode,
  DEFAULT_LOCALE,
  LOCALE_CODES,
} from './i18n/locales';
export { initI18n, registerNamespace, COMMON_NAMESPACE, i18n } from './i18n/instance';
export { addBidiFormat, isolate } from './i18n/bidi';
export { isEnvelope, isNotFound, ApiError } from './api/envelope';
export {
  setServerApiTransport,
  setApiClientHooks,
  apiRequest,
  type RequestOptions,
  type ServerApiTransport,
} from './api/client';
export {
  fetchNavCategories,
  fetchHotGames,
  fetchNewGames,
  fetchFeaturedGames,
  fetchGames,
  fetchGame,
  fetchRecommendedGames,
  searchGames,
  suggestGames,
  fetchCategoryGames,
  fetchTags,
  fetchTagGames,
  reportBrokenGame,
  fetchMakerGames,
  HOT_GAMES_DEFAULT_LIMIT,
  type PageRequest,
  recordGameView,
  recordGamePlay,
  voteGame,
} from './api/catalogue';
export { ratingPercent, type Vote } from './catalogue/ratings';
export { getDeviceId } from './device/deviceId';
export { currentPlatform, MOBILE_MEDIA_QUERY } from './device/platform';
export type { SeoValues } from './seo/fillSeo';
export { portalStore } from './state/store';
export {
  adjustGameStat,
  setGameStats,
  type User,
  type AuthState,
  LOGGED_OUT,
  authAtom,
  currentUserAtom,
  createdAccountAtom,
  isLoggedInAtom,
} from './state/auth';
export type {
  Category,
  Tag,
  NamedRef,
  GameSummary,
  GameOrientation,
  GameDetail,
  Page,
  GameSort,
  SearchResultsPage,
  SearchHit,
  GameCounters,
  ReportProblem,
  GameSitemapEntry,
} from './types/catalogue';
export type { BlogCategory, BlogPostSummary, BlogPost, BlogPostsPage } from './types/blog';
export type { SeoConfig } from './types/seo';
export { useApiQuery, usePortalQueryClient, loadFailed, type ApiQuery } from './query/useApiQuery';
export { pagedQuery, usePagedQuery, pagedItems, pagedTotal, editPagedList, type PagedData } from './query/pagedQuery';
export { useApiMutation, usePendingVariables } from './query/useApiMutation';
export { IsolatedText } from './ui/IsolatedText';
export { useUrlTabs } from './ui/urlTabs';
export { useMediaQuery } from './ui/useMediaQuery';
export { Tabs, type TabsHandle } from './ui/Tabs';
export { createPageStates } from './ui/PageStates';
export { LoadMore, type MoreOfList } from './ui/LoadMore';
export { useFocusOnMount } from './ui/useFocusOnMount';
export { usePageLocale } from './i18n/usePageLocale';
export { startWrittenFormats, useNumberFormat, useListFormat, useRelativeTimeFormat } from './i18n/formats';
export { yieldToMain } from './federation/yieldToMain';
export {
  openOverlay,
  closeOverlay,
  type OverlayBox,
  type OverlayBoxProps,
  overlayAtom,
  overlayTitleAtom,
} from './state/overlay';
export { useOverlayTitle } from './ui/useOverlayTitle';
export { dismissToast, showToast, type ToastType, TOAST_POSITIONS, type Toast, toastsAtom } from './state/toasts';
export { startLoading, loadingMessageAtom, isLoadingAtom } from './state/loading';
export { debounce, DEBOUNCE_MS } from './utils/debounce';
export { shareLink } from './utils/shareLink';
export { errorToastMessage } from './api/errorMessage';
export { rememberLocale } from './i18n/localeCookie';
export {
  addRecentlyPlayed,
  removeRecentlyPlayed,
  clearRecentlyPlayed,
  replaceRecentlyPlayed,
  type RecentlyPlayedGame,
  recentlyPlayedAtom,
  RECENT_GAMES_HINT,
  parseRecentGamesHint,
} from './state/recentlyPlayed';
export { gameSeoValues, categorySeoValues, tagSeoValues, makerSeoValues, postSeoValues } from './seo/pageValues';
export { pageHead, type HeadTag, type PageHead } from './seo/pageHead';
export { usePageSeo, type PageSeoState, pageSeoAtom } from './seo/pageSeo';
export {
  COMMENT_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_MAX_LENGTH,
  SOCIAL_ERROR_CODES,
  type Comment,
  type CommentSort,
  type CommentPage,
  type CreateCommentRequest,
  type CommentLikeResult,
  type CommentDeleted,
  type Notification,
  type NotificationPage,
  type NotificationStatusRequest,
  type NotificationStatusResult,
  FEEDBACK_PROBLEMS,
  type FeedbackProblem,
  type FeedbackRequest,
  type FeedbackReceipt,
} from './types/social';
export {
  type ServiceWorkerPhase,
  type InstallStatus,
  serviceWorkerPhaseAtom,
  updateAvailableAtom,
  offlineReadyAtom,
  gameOnStageAtom,
  installStatusAtom,
  installHiddenAtom,
  buildReloadPendingAtom,
  PWA_FLAG_KEY,
  PWA_INSTALL_HIDDEN_KEY,
  isPwaFlagSet,
  setPwaFlag,
  isInstallHidden,
  setInstallHidden,
} from './pwa/state';
export { useOnline } from './pwa/useOnline';
export {
  startAnalytics,
  track,
  trackUserUpdate,
  trackPlayStart,
  trackPlayTime,
  currentSource,
} from './analytics/tracker';
export { useTrackVisits } from './analytics/useTrackVisits';
export { getCountry } from './analytics/country';
export type { SourceRecord } from './analytics/events';
export { reportError } from './errors/reporter';
export { startErrorReporting } from './errors/startErrorReporting';
export {
  NAME_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  MAX_GUEST_GAMES,
  PROGRESS_MAX_BYTES,
  ACCOUNT_ERROR_CODES,
  type LoginType,
  type LoginRequest,
  type LoginResponse,
  type RefreshResponse,
  type UserProfile,
  type ListedGame,
  type ListedGamePage,
  type FavoriteResult,
  type GameLikeResult,
  type UserGameDetail,
  type ReportResult,
  type ProviderTokenResult,
  type Done,
} from './types/account';
export {
  setFavorite,
  removeRecentGame,
  clearRecentGames,
  fetchRecentGames,
  toRecentlyPlayed,
  fetchUserGameDetail,
  reportGame,
  type ToastOption,
} from './api/account';
export * as identity from './auth/identity';
export {
  UPLOAD_DEFAULT_MAX_BYTES,
  UPLOAD_ZIP_CONTENT_TYPES,
  UPLOAD_TITLE_MIN_LENGTH,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  UPLOAD_INSTRUCTIONS_MAX_LENGTH,
  UPLOAD_MAX_TAGS,
  UPLOAD_REJECT_REASON_MAX_LENGTH,
  UPLOAD_THUMBNAIL_MAX_BYTES,
  UPLOAD_ERROR_CODES,
  UPLOAD_PROBLEM_CODES,
  type UploadProblem,
  type UploadReport,
  type UploadStatus,
  type PreSignRequest,
  type PreSignResult,
  type UploadThumbnail,
  type SubmitUploadRequest,
  type UploadItem,
  type UploadPage,
  type ModerationItem,
  type ModerationPage,
  type RejectUploadRequest,
} from './types/upload';
export { createQueryClient, portalQueryClient } from './query/queryClient';
export { QUERY_KEYS } from './query/keys';
export { useBrowserValue } from './query/useBrowserValue';
export { parseViewHints, writeViewHint, type ViewHints } from './ssr/viewHints';
export { ViewHintsContext, useViewHint } from './ssr/viewHintsContext';
export { keepViewHints, PLAYER_NAME_HINT } from './ssr/keepViewHints';
export { setGameLike } from './api/gameLike';
