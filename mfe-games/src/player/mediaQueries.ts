/** The player's media queries (useMediaQuery comes from @portal/shared). */

/** Wide enough for theatre mode to mean something. */
export const DESKTOP = '(min-width: 1024px)';
/** A phone or tablet: a narrow screen, or a touch screen of tablet size (a phone held sideways is wider than 768). */
export const HANDHELD = '(max-width: 767.98px), (pointer: coarse) and (max-width: 1366px)';
export const PORTRAIT = '(orientation: portrait)';
/**
 * A phone (touch, at most the mobile breakpoint wide, or a phone held sideways: low): Play opens the immersive
 * player there.
 */
export const PHONE = '(pointer: coarse) and (max-width: 767.98px), (pointer: coarse) and (max-height: 500px)';
