// The subpath, not the package root: the edge server imports this file and needs no React for it.
import { MOBILE_BREAKPOINT_PX } from '@portal/shared/device/platform';

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** Mobile layout: narrower than 768 px, or a mobile user agent up to 768 px wide (product §2). */
export function isMobileDevice(width: number, userAgent: string): boolean {
  return width < MOBILE_BREAKPOINT_PX || (isMobileUserAgent(userAgent) && width <= MOBILE_BREAKPOINT_PX);
}

/** Root font size: 16·width/375 px on mobile, at most 24 px; 16 px elsewhere (product §9). */
export function rootFontSizePx(width: number, userAgent: string): number {
  if (!isMobileDevice(width, userAgent)) return 16;
  return Math.min(24, Math.round(((16 * width) / 375) * 100) / 100);
}
