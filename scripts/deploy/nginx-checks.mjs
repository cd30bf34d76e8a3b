// `nginx -t` on each server configuration of deploy/nginx/ inside the deployment's own main configuration
// (deploy/nginx/nginx.conf), with Debian's nginx. Upstreams are resolved per request (resolver + variables), so
// the files are tested exactly as the containers load them; only the conf.d include names the file under test.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portsOf } from './compose-checks.mjs';

const CONF_D_INCLUDE = 'include /etc/nginx/conf.d/*.conf;';

export function findNginx() {
  const result = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().split('\n')[0] : null;
}

export function nginxChecks({ nginx, nginxDir }) {
  const main = readFileSync(path.join(nginxDir, 'nginx.conf'), 'utf8');
  const confs = readdirSync(nginxDir)
    .filter((file) => file.endsWith('.conf') && file !== 'nginx.conf')
    .sort();
  if (main.split(CONF_D_INCLUDE).length !== 2)
    return [{ name: 'deploy/nginx/nginx.conf', errors: [`must contain "${CONF_D_INCLUDE}" once`] }];
  return confs.map((conf) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-t-'));
    try {
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        main.replace(CONF_D_INCLUDE, `include ${path.join(nginxDir, conf)};`),
      );
      // Output into a file: nginx opens /dev/stdout itself (access_log), which fails on the socket Node pipes through.
      const log = path.join(dir, 'output.log');
      const fd = openSync(log, 'w');
      const result = spawnSync(
        nginx,
        ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
        { stdio: ['ignore', fd, fd] },
      );
      closeSync(fd);
      const output = readFileSync(log, 'utf8').trim();
      return {
        name: `nginx -t deploy/nginx/${conf}`,
        errors: result.status === 0 ? [] : [output],
        detail: output
          .split('\n')
          .at(-1)
          .replace(/^nginx: configuration file \S+ /, ''),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

/** Every http://host:port an nginx config proxies to is a compose service exposing that port. */
export function upstreamChecks({ compose, nginxDir }) {
  const services = compose.services ?? {};
  return readdirSync(nginxDir)
    .filter((file) => file.endsWith('.conf'))
    .sort()
    .flatMap((conf) => {
      const text = readFileSync(path.join(nginxDir, conf), 'utf8');
      const errors = [];
      for (const [, host, port] of text.matchAll(/http:\/\/([\w$.-]+):(\d+)/g)) {
        if (!services[host]) errors.push(`${conf}: proxies to ${host}, which is no compose service`);
        else if (!portsOf(services[host]).has(port))
          errors.push(`${conf}: proxies to ${host}:${port}, which ${host} does not expose`);
      }
      return errors.length || /http:\/\//.test(text) ? [{ name: `upstreams of deploy/nginx/${conf}`, errors }] : [];
    });
}
