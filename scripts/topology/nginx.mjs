// The deployment's own nginx files (deploy/nginx/), rendered for local processes: only what differs between a
// container and this machine changes (ports, the resolver, pid and temp paths),
// and every substitution must match, so a change to those files that this test does not understand fails loudly.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CONF_D_INCLUDE = 'include /etc/nginx/conf.d/*.conf;';

function replaceOnce(text, search, replacement, file) {
  const count = typeof search === 'string' ? text.split(search).length - 1 : (text.match(search) ?? []).length;
  if (count === 0) throw new Error(`${file}: expected to find ${search}`);
  return typeof search === 'string' || search.global
    ? text.replaceAll(search, replacement)
    : text.replace(search, replacement);
}

/** nginx.conf's text with its pid, temp paths and conf.d include moved into the run's folder. */
export function mainConf(text, { runDir, name, serverConf }) {
  const file = 'deploy/nginx/nginx.conf';
  text = replaceOnce(text, 'pid /tmp/nginx.pid;', `pid ${runDir}/${name}.pid;`, file);
  text = replaceOnce(text, /\/tmp\/nginx-/g, `${runDir}/${name}-`, file);
  return replaceOnce(text, CONF_D_INCLUDE, `include ${serverConf};`, file);
}

/** proxy.conf's text with the plan's listeners, each upstream's port, and our DNS as the resolver. */
export function proxyConf(text, plan) {
  const file = 'deploy/nginx/proxy.conf';
  const listen = { 8080: plan.front.portal, 8081: plan.front.games, 9000: plan.front.s3, 8088: plan.front.health };
  const upstream = {
    'api:8082': plan.ports.api,
    'edge:8080': plan.ports.edge,
    'games-origin:8081': plan.ports.gamesOrigin,
    'minio:9000': plan.ports.s3,
  };
  text = replaceOnce(text, /^resolver \S+/m, `resolver 127.0.0.1:${plan.dnsPort}`, file);
  text = replaceOnce(text, /^(\s*)listen (\d+);/gm, (line, indent, port) => {
    if (!listen[port]) throw new Error(`${file}: unexpected listener ${port}`);
    return `${indent}listen ${listen[port]};`;
  });
  return replaceOnce(text, /http:\/\/([\w$-]+):(\d+)/g, (url, host, port) => {
    const local = upstream[`${host}:${port}`];
    if (!local) throw new Error(`${file}: unexpected upstream ${host}:${port}`);
    return `http://${host}:${local}`;
  });
}

/** Writes a server's conf and the nginx.conf that includes it into the run's folder; returns the latter's path. */
function writeConfs({ nginxDir, runDir, name, serverText }) {
  const serverConf = path.join(runDir, `${name}.conf`);
  writeFileSync(serverConf, serverText);
  const main = path.join(runDir, `${name}.nginx.conf`);
  writeFileSync(main, mainConf(readFileSync(path.join(nginxDir, 'nginx.conf'), 'utf8'), { runDir, name, serverConf }));
  return main;
}

/** The reverse proxy (deploy/nginx/proxy.conf). */
export function renderProxy({ nginxDir, runDir, plan }) {
  const serverText = proxyConf(readFileSync(path.join(nginxDir, 'proxy.conf'), 'utf8'), plan);
  return writeConfs({ nginxDir, runDir, name: 'proxy', serverText });
}
