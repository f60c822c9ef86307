const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for URLs that never leave the machine: loopback hosts and in-page schemes. */
export function staysLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return LOOPBACK_HOSTS.has(hostname);
}
