/** Viewports narrower than this are mobile (product §2). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export type Platform = 'h5' | 'web';

/** "h5" on a mobile-width viewport, "web" otherwise: the API's X-Platform header and the analytics events. */
export function currentPlatform(): Platform {
  return typeof window !== 'undefined' && window.matchMedia?.(MOBILE_MEDIA_QUERY).matches === true ? 'h5' : 'web';
}
