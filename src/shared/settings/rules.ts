// Rules about the server address, run in the renderer (at the field) and in main (which enforces).

/** Hosts where the embedded reference server runs: plain HTTP never leaves the machine there. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::ffff:127.0.0.1'
  );
}

/**
 * True when the address would send the password's MD5 (which works as the password) and the tokens
 * in the clear: `http://` to anything but a loopback address. An empty address (the embedded
 * server) and `https://` are fine; an address that does not parse is left to the format check.
 */
export function isInsecureServerUrl(url: string): boolean {
  const text = url.trim();
  if (!/^http:\/\//i.test(text)) return false;
  // The authority without user info and port: '[::1]', '127.0.0.1', 'localhost' (shared code has
  // no URL class in every layer, so it is taken apart by hand).
  const authority = text.slice('http://'.length).split(/[/?#]/)[0] ?? '';
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostPort.startsWith('[')
    ? hostPort.slice(0, hostPort.indexOf(']') + 1)
    : hostPort.split(':')[0];
  return !isLoopbackHost(host);
}
