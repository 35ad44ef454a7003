// The V8 flags the store runs with (npm start, the bench, the Docker image's CMD says the same).
// Semi-spaces of 4 MB (V8's default lets them grow to 16 MB each): a 50-connection burst then grows
// the young generation to a quarter of the size, so the store stays under 200 MB RSS at the end of
// a load instead of keeping the slack until V8's memory reducer runs; the extra scavenges are cheap
// (what survives a request is little). See docs/performance.md.
export const STORE_NODE_FLAGS = ["--max-semi-space-size=4"];
