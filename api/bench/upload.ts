// `npm run bench:upload -w api`: uploads and confirms generated archives of growing size through a real socket
// and prints how much the process's memory grew at the peak of each stage: live (heap + buffers right after a
// collection) and resident. Streaming shows as growth
// that stays flat while the archive grows; buffering would grow with it. BENCH_UPLOAD_SIZES (MB, comma-separated)
// overrides the sizes.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PreSignResult, UploadReport } from '@portal/shared/types/upload';
import { createTestApi } from '../src/test/context.js';
import { loadConfig } from '../src/config.js';
import { send, signUpAndLogin } from '../src/test/users.js';
import { peakMemoryGrowth, putStream, streamedGameZip } from '../src/modules/upload/streaming.js';

const MB = 1024 * 1024;
const sizes = (process.env.BENCH_UPLOAD_SIZES ?? '5,25,50,90').split(',').map(Number);
const uploadDir = path.join(os.tmpdir(), `portal-bench-uploads-${randomUUID()}`);
const { app, cleanup } = await createTestApi({
  signUpIpLimit: 1000,
  upload: { ...loadConfig().upload, dir: uploadDir, rateLimit: 1000, preSignRateLimit: 1000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const user = await signUpAndLogin(app);

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const rows: Array<Record<string, number>> = [];
try {
  for (const size of sizes) {
    const zip = await streamedGameZip(size * MB);
    const signed = await send<PreSignResult>(app, 'POST', '/user/upload/preSign', {
      headers: user.authHeader,
      payload: { file_name: 'bench.zip', file_size: zip.size, content_type: 'application/zip' },
    });
    const started = performance.now();
    const upload = await peakMemoryGrowth(() => putStream(base + signed.body.data.upload_url, zip.stream, zip.size));
    const seconds = (performance.now() - started) / 1000;
    if (upload.result.status !== 200) throw new Error(`upload failed: ${upload.result.body}`);
    const confirm = await peakMemoryGrowth(() =>
      send<UploadReport>(app, 'POST', '/user/upload/confirm', {
        headers: user.authHeader,
        payload: { file_id: signed.body.data.file_id },
      }),
    );
    if (!confirm.result.body.data?.ok) throw new Error(`confirm failed: ${JSON.stringify(confirm.result.body)}`);
    rows.push({
      archive_mb: size,
      upload_live_mb: mb(upload.growth.live),
      upload_rss_mb: mb(upload.growth.rss),
      confirm_live_mb: mb(confirm.growth.live),
      confirm_rss_mb: mb(confirm.growth.rss),
      upload_mb_s: Math.round((size / seconds) * 10) / 10,
    });
  }
  console.table(rows);
} finally {
  await cleanup();
  await rm(uploadDir, { recursive: true, force: true });
}
