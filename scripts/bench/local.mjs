// The bench sends traffic to this machine only: every URL it uses goes through here first.
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", ""]);

/** Answers the URL when its host is this machine; throws otherwise. */
export function localUrl(url) {
  const parsed = new URL(url);
  if (!LOCAL_HOSTS.has(parsed.hostname)) throw new Error(`the bench only talks to 127.0.0.1, not ${parsed.hostname}`);
  return parsed;
}
