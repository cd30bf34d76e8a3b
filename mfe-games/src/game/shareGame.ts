import { localizePath, openOverlay, shareLink, showToast, type LocaleCode } from '@portal/shared';

interface ShareTexts {
  copied: string;
}

/**
 * Shares a game's address: the device's own share sheet where there is one (Web Share API), else the address is
 * copied with a toast; where neither works, the share box with every option opens.
 */
export async function shareGame(
  game: { slug: string; title: string },
  locale: LocaleCode,
  texts: ShareTexts,
): Promise<void> {
  const url = new URL(localizePath(`/games/${game.slug}`, locale), window.location.origin).href;
  const outcome = await shareLink({ title: game.title, url });
  if (outcome === 'copied') showToast({ type: 'success', message: texts.copied });
  if (outcome === 'failed') openOverlay('share', { slug: game.slug, title: game.title });
}
