import { localizePath, openOverlay, showToast, type LocaleCode } from '@portal/shared';

interface ShareTexts {
  copied: string;
}

/**
 * Shares a game's address: the device's own share sheet where there is one (Web Share API), else the address is
 * copied with a toast; where neither works, the share box with every option opens.
 */
export async function shareGame(game: { slug: string; title: string }, locale: LocaleCode, texts: ShareTexts): Promise<void> {
  const url = new URL(localizePath(`/games/${game.slug}`, locale), window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: game.title, url });
      return;
    } catch (error) {
      // Dismissing the sheet is the reader's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast({ type: 'success', message: texts.copied });
  } catch {
    openOverlay('share', { slug: game.slug, title: game.title });
  }
}
