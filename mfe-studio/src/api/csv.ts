import { authAtom, getRuntimeConfig, portalStore } from '@portal/shared';
import type { DayRange } from './studio';

/**
 * The stats as the API's CSV file, saved by the browser under the name the API gives it. The portal's client reads
 * JSON envelopes only, so this one request is a plain fetch with the same bearer token; it resolves once the file
 * is handed to the browser and rejects with the HTTP status when the API refused it.
 */
export async function downloadStatsCsv(slug: string, range: DayRange): Promise<void> {
  const { access_token } = portalStore.get(authAtom);
  const query = new URLSearchParams({ ...range });
  const url = `${getRuntimeConfig().apiBase}/studio/games/${encodeURIComponent(slug)}/stats.csv?${query}`;
  const response = await fetch(url, { headers: access_token ? { Authorization: `Bearer ${access_token}` } : {} });
  if (!response.ok) throw new Error(`CSV export: HTTP ${response.status}`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${slug}-${range.from}-${range.to}.csv`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
