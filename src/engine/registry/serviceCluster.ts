// The service network the playground's cluster is assumed to have — it has no allocator state — and
// the allocators' picks (pkg/registry/core/service/ipallocator and portallocator, release-1.32): a
// single-stack IPv4 --service-cluster-ip-range 10.96.0.0/12 (kubeadm's default), whose first address
// 10.96.0.1 belongs to the `kubernetes` Service, and --service-node-port-range 30000-32767. Dynamic
// picks are random in the range's upper band, past the static-allocation offset (ServiceIPStaticSubrange,
// ServiceNodePortStaticSubrange): offset min(max(16, size/16), 256) for IPs, min(max(16, size/32), 128)
// for ports.

/** The service CIDR. */
export const serviceCIDR = '10.96.0.0/12';
/** The node port range, as the allocator's errors print it. */
export const nodePortRange = '30000-32767';

const network = (10 << 24) | (96 << 16);
const cidrSize = 2 ** 20;
// The network and broadcast addresses are never handed out.
const ipBase = network + 1;
const ipMax = cidrSize - 2;
const ipOffset = 256;
/** The address the `kubernetes` Service holds in every cluster. */
export const kubernetesServiceIP = '10.96.0.1';

const portBase = 30000;
const portSize = 2768;
const portOffset = 86;

/** Parses a dotted-quad IPv4 address into a number, or undefined. */
export function parseIPv4(ip: string): number | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (m === null) return undefined;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return undefined;
  return parts.reduce((acc, p) => acc * 256 + p, 0);
}

const formatIPv4 = (n: number): string =>
  [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

/** Reports whether an address is one the IP allocator may hand out (inside the range, not network or broadcast). */
export function inServiceRange(ip: string): boolean {
  const n = parseIPv4(ip);
  return n !== undefined && n - ipBase >= 0 && n - ipBase < ipMax;
}

/** AllocateNext: a random address of the upper band. */
export function nextServiceIP(randomInt: (n: number) => number): string {
  return formatIPv4(ipBase + ipOffset + randomInt(ipMax - ipOffset));
}

/** Reports whether a port is in the node port range. */
export const inNodePortRange = (port: number): boolean =>
  port >= portBase && port < portBase + portSize;

/** AllocateNext: a random free port of the upper band (the lower band once that is full). */
export function nextNodePort(randomInt: (n: number) => number, taken: ReadonlySet<number>): number {
  const upper = portSize - portOffset;
  const start = randomInt(upper);
  for (let i = 0; i < upper; i++) {
    const port = portBase + portOffset + ((start + i) % upper);
    if (!taken.has(port)) return port;
  }
  for (let i = 0; i < portOffset; i++) if (!taken.has(portBase + i)) return portBase + i;
  return 0;
}
