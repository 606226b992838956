// server.ts and the Remix build are two bundles in one process; keeping shared
// resources (database, config) on globalThis gives both the same instance.
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __grahavani?: Record<string, unknown> };
  store.__grahavani ??= {};
  if (!(name in store.__grahavani)) store.__grahavani[name] = create();
  return store.__grahavani[name] as T;
}

/** Removes and returns an instance (for closing it), if one was made. */
export function takeSingleton<T>(name: string): T | undefined {
  const store = globalThis as unknown as { __grahavani?: Record<string, unknown> };
  const value = store.__grahavani?.[name] as T | undefined;
  if (store.__grahavani) delete store.__grahavani[name];
  return value;
}

/** Forgets `value` if it is still the stored instance (a failed start is tried again later). */
export function forgetSingleton(name: string, value: unknown): void {
  const store = globalThis as unknown as { __grahavani?: Record<string, unknown> };
  if (store.__grahavani && store.__grahavani[name] === value) delete store.__grahavani[name];
}
