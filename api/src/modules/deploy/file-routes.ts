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
import { lockRegistered } from './apply-change.js';
import { actorName, mayChange } from './auth.js';
import { requireRemote } from './remote-routes.js';
import type { DeployOptions } from './routes.js';
import { fileKey, lockVersion, sealedFiles, sealVersion } from './seal.js';
import { bodyStream, hashOnly, MAX_FILE_BYTES, receiveFile, refuseDeclaredSize } from './upload.js';

const FileParams = Type.Object({
  remote: Type.String({ pattern: REMOTE_NAME_PATTERN }),
  version: Type.String({ pattern: DEPLOY_VERSION_PATTERN }),
  '*': Type.String({ minLength: 1, maxLength: 700 }),
});

/** The request body of an upload as the OpenAPI document describes it (the bytes themselves are not validated). */
const FileBytes = Type.Unsafe<unknown>({
  contentMediaType: 'application/octet-stream',
  description: `The file's raw bytes, at most ${MAX_FILE_BYTES} bytes (any content type is taken as raw bytes).`,
});

/**
 * A version's files, sent one by one into the object store (remotes/<remote>/<version>/<path>), then sealed: from
 * then on the version never changes, and the registry lists it.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<DeployOptions> = async (app, { auth, changes }) => {
  await app.register(async (scope) => {
    // Files are raw bytes whatever their type says (scripts, JSON, styles): in this scope a body is the request's
    // stream, read by the handler once the token is checked, into the object store as it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.withTypeProvider<TypeBoxTypeProvider>().put(
      '/remotes/:remote/versions/:version/files/*',
      {
        preHandler: auth,
        schema: {
          params: FileParams,
          consumes: ['application/octet-stream'],
          body: { content: { 'application/octet-stream': { schema: FileBytes } } },
          response: { 200: envelope(StoredFile) },
        },
      },
      async (request) => {
        const { remote, version, '*': file } = request.params;
        await requireRemote(app.db, remote);
        mayChange(request, remote);
        const key = fileKey(remote, version, file);
        refuseDeclaredSize(request.headers['content-length']);
        const body = bodyStream(request.body);
        const refuseSealed = () =>
          new AppError(409, `${remote} ${version} is sealed; its files never change`, DEPLOY_ERROR_CODES.sealed);
        const sealed = await sealedFiles(app.db, remote, version);
        if (sealed) {
          const { size, sha256 } = await hashOnly(body);
          if (sealed[file]?.sha256 === sha256) return ok({ key, size, sha256 }, 'unchanged');
          throw refuseSealed();
        }
        const declaredLength = request.headers['content-length'];
        const stored = await receiveFile(app.objects, body, { key, declaredLength }, (write, received) =>
          app.db.transaction(async (tx) => {
            // Unregistered meanwhile: 404; else the remote stays registered until the file is in place.
            await lockRegistered(tx, remote);
            await lockVersion(tx, remote, version, true);
            // Sealed meanwhile: the seal holds the lock alone, so once this one has it the answer is final.
            if (await sealedFiles(tx, remote, version)) throw refuseSealed();
            await write();
            return { key, ...received };
          }),
        );
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
