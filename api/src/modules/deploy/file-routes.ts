import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { envelope } from '@portal/shared/contract/common';
import {
  DEPLOY_ERROR_CODES,
  DEPLOY_VERSION_PATTERN,
  DeployVersionParams,
  SealBody,
  SealedVersion,
  StoredFile,
} from '@portal/shared/contract/deploy';
import { REMOTE_NAME_PATTERN } from '@portal/shared/contract/remote-health';
import { Type } from 'typebox';
import { AppError, ok } from '../../http/envelope.js';
import { actorName, mayChange } from './auth.js';
import { requireRemote } from './remote-routes.js';
import type { DeployOptions } from './routes.js';
import { fileKey, lockVersion, sealedFiles, sealVersion } from './seal.js';

/** Largest single file of a built remote (its chunks are far smaller; a source map may be large). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

const FileParams = Type.Object({
  remote: Type.String({ pattern: REMOTE_NAME_PATTERN }),
  version: Type.String({ pattern: DEPLOY_VERSION_PATTERN }),
  '*': Type.String({ minLength: 1, maxLength: 700 }),
});

/**
 * A version's files, sent one by one into the object store (remotes/<remote>/<version>/<path>), then sealed: from
 * then on the version never changes, and the registry lists it.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth, changes }) => {
  await app.register(async (scope) => {
    // Files are raw bytes whatever their type says (scripts, JSON, styles): in this scope a body is taken as is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<TypeBoxTypeProvider>().put(
      '/remotes/:remote/versions/:version/files/*',
      {
        preHandler: auth,
        bodyLimit: MAX_FILE_BYTES,
        schema: { params: FileParams, response: { 200: envelope(StoredFile) } },
      },
      async (request) => {
        const { remote, version, '*': file } = request.params;
        await requireRemote(app.db, remote);
        mayChange(request, remote);
        const key = fileKey(remote, version, file);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const stored = { key, size: bytes.length, sha256 };
        const refuseSealed = () =>
          new AppError(409, `${remote} ${version} is sealed; its files never change`, DEPLOY_ERROR_CODES.sealed);
        const sealed = await sealedFiles(app.db, remote, version);
        if (sealed) {
          if (sealed[file]?.sha256 === sha256) return ok(stored, 'unchanged');
          throw refuseSealed();
        }
        await app.db.transaction(async (tx) => {
          await lockVersion(tx, remote, version, true);
          // Sealed meanwhile: the seal holds the lock alone, so once this one has it the answer is final.
          if (await sealedFiles(tx, remote, version)) throw refuseSealed();
          await app.objects.put(key, bytes);
        });
        return ok(stored, 'stored');
      },
    );
  });

  app.post(
    '/remotes/:remote/versions/:version/seal',
    {
      preHandler: auth,
      schema: { params: DeployVersionParams, body: SealBody, response: { 200: envelope(SealedVersion) } },
    },
    async (request) => {
      const { remote, version } = request.params;
      await requireRemote(app.db, remote);
      mayChange(request, remote);
      const sealed = await sealVersion(app.db, app.objects, {
        remote,
        version,
        files: request.body.files,
        actor: actorName(request),
      });
      if (sealed.changed) await changes.changed(sealed.revision);
      return ok(sealed.result, sealed.result.created ? 'sealed' : 'already sealed');
    },
  );
};
