/** What became of a share: sent through the device's sheet, the sheet dismissed, the link copied, or neither worked. */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'failed';

/**
 * Shares a link: the device's own share sheet where there is one (Web Share API), else the link is copied to the
 * clipboard. The caller confirms a copy (a toast) and offers another way when it failed, in its own words.
 */
export async function shareLink(link: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      // Dismissing the sheet is the reader's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
