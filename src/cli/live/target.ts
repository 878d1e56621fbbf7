// Where a live call goes, as the API server's webhook client decides it (k8s.io/apiserver
// pkg/util/webhook/client.go HookClient): `clientConfig.url` as given; `clientConfig.service` at
// https://<name>.<namespace>.svc:<port, 443 by default><path>, its certificate verified for
// <name>.<namespace>.svc. Outside the cluster a `--service <namespace>/<name>=<host:port>` mapping
// (a port-forward) replaces the service resolver: the TCP connection goes to host:port while the
// URL, the Host header and the name verified stay the service's.

import { isIP } from 'node:net';
import type { LiveCall } from '../../engine/index.ts';

/** Where a service's connections go instead: `<namespace>/<name>` → host and port. */
export type ServiceMappings = ReadonlyMap<string, { host: string; port: number }>;

/** The connection and TLS facts of one call. */
export interface Target {
  /** The URL posted to, `?timeout=` included. */
  url: URL;
  /** Where the TCP connection goes. */
  dialHost: string;
  dialPort: number;
  /** The name the certificate is verified for (tls.Config.ServerName): the URL's host without port. */
  serverName: string;
  /** The Host header: the URL's host and port as written (Go keeps an explicit :443). */
  hostHeader: string;
}

/** Parses `--service <namespace>/<name>=<host:port>`; undefined when malformed. */
export function parseServiceMapping(
  arg: string,
): { key: string; host: string; port: number } | undefined {
  const match = /^([^/=\s]+)\/([^/=\s]+)=(?:\[([^\]]+)\]|([^:\s[\]]+)):(\d{1,5})$/.exec(arg);
  if (match === null) return undefined;
  const port = Number(match[5]);
  if (port < 1 || port > 65535) return undefined;
  return { key: `${match[1] ?? ''}/${match[2] ?? ''}`, host: match[3] ?? match[4] ?? '', port };
}

const unbracket = (host: string): string =>
  host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;

/** Resolves a call's target: its URL, where to dial, and the name to verify. */
export function targetOf(call: LiveCall, services: ServiceMappings): Target {
  const url = new URL(call.url);
  const hostHeader = (/^[a-z]+:\/\/([^/?#]*)/i.exec(call.url)?.[1] ?? url.host).replace(/^.*@/, '');
  const serverName = unbracket(url.hostname);
  const defaultPort = url.protocol === 'https:' ? 443 : 80;
  const port = url.port === '' ? defaultPort : Number(url.port);
  const service = call.clientConfig['service'];
  if (typeof service === 'object' && service !== null && !Array.isArray(service)) {
    const mapped = services.get(
      `${String(service['namespace'] ?? '')}/${String(service['name'] ?? '')}`,
    );
    if (mapped !== undefined)
      return { url, dialHost: mapped.host, dialPort: mapped.port, serverName, hostHeader };
  }
  return { url, dialHost: serverName, dialPort: port, serverName, hostHeader };
}

/** Joins a host and port as net.JoinHostPort does (brackets around IPv6). */
export const joinHostPort = (host: string, port: number | string): string =>
  isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
