import { takeSingleton } from "~/infra/singleton.server";

/** Runs with some configuration changed, as a deployment would set it, and puts it back after. */
export async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  takeSingleton("env");
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    takeSingleton("env");
  }
}
