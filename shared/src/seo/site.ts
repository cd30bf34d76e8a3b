/** The portal's name, the {siteName} of every SEO text. */
export const SITE_NAME = 'Playnook';

/**
 * The site's share image: a 1200×630 PNG served by the edge server, the {siteImage} of the SEO texts and the
 * og:image of every page without a raster image of its own.
 */
export const SITE_IMAGE_PATH = '/og-image.png';
