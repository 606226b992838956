/**
 * A bucket of `burst` turns for each client that refills at `perMinute`: a person never meets it,
 * a flood from one address gets a turn now and then. Buckets of clients not seen for as long as a
 * bucket takes to fill are forgotten once `maxClients` are kept.
 */
export function tokenBuckets({ burst, perMinute, maxClients = 50_000 }: { burst: number; perMinute: number; maxClients?: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const forgetFull = (now: number) => {
    const full = (burst * 60_000) / perMinute;
    for (const [client, bucket] of buckets) if (now - bucket.at >= full) buckets.delete(client);
  };
  /** Takes a turn from the client's bucket; false when it is empty. */
  return function take(client: string, now = Date.now()): boolean {
    const bucket = buckets.get(client) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) * perMinute) / 60_000);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    if (!buckets.has(client) && buckets.size >= maxClients) forgetFull(now);
    buckets.set(client, bucket);
    return true;
  };
}
