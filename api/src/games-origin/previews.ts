import path from 'node:path';
import type { ObjectStore } from '@portal/object-store';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from '../config.js';
import { signingKeys } from '../modules/auth/secrets.js';
import { type PreviewLinks, previewFileIdOf, previewLinksOf } from '../modules/upload/preview-links.js';
import { previewPrefixOf } from '../storage/builds.js';
import { BRIDGE_SDK_PATH } from './bridge-sdk.js';
import { GAME_CONTENT_TYPES } from './content-types.js';
import { sendStoredFile } from './stored-files.js';

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');

/** A path inside the build: no empty, dot or dot-dot segment, no hidden file, no NUL. */
const isPlainPath = (segments: string[]) =>
  segments.length > 0 &&
  segments.every((segment) => segment !== '' && !segment.startsWith('.') && !segment.includes('\0'));

/**
 * Unreviewed builds, on the preview origins (`<file id>.<PREVIEW_ORIGIN host>`, routed here by Host): a file of the
 * checked build in the object store (previews/<file id>/), only behind a valid, unexpired signature for that very build in the first
 * path segment (`/<expiry>.<signature>/index.html`). Anything else on those hosts is 404 — no signature, a forged or
 * expired one, one signed for another build, a build already gone — except the bridge script, which is public and
 * which builds load from the root. The games origin's own routes never see a preview host's request.
 */
export function servePreviews(
  app: FastifyInstance,
  config: ApiConfig,
  objects: ObjectStore,
  { csp, links: given }: { csp: string; links?: PreviewLinks },
): void {
  // Built on the first preview request: the key comes from the token secret, which only then needs to be read.
  let links = given;
  app.addHook('onRequest', async (request, reply) => {
    const fileId = previewFileIdOf(config.previewOrigin, request.headers.host);
    if (!fileId) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return notFound(reply);
    }
    if (pathname === BRIDGE_SDK_PATH) return;
    const [, signed = '', ...segments] = pathname.split('/');
    const type = GAME_CONTENT_TYPES[path.extname(pathname).toLowerCase()];
    links ??= previewLinksOf(config, signingKeys(config).access);
    if (!type || !isPlainPath(segments) || !links.allows(fileId, signed)) return notFound(reply);
    return sendStoredFile(request, reply, objects, `${previewPrefixOf(fileId)}${segments.join('/')}`, {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': csp,
      // The uploader's and moderators' pages show the build's thumbnail.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
