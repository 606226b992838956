// The part of autocannon's API the cluster tests use (it ships no types; the bench is plain JS).
declare module "autocannon" {
  namespace autocannon {
    type Request = { method?: "GET" | "POST" | "HEAD"; path: string; headers?: Record<string, string>; body?: string };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    };
    type Result = {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    };
    type Instance = { stop: () => void; on: (event: "error", listener: (error: Error) => void) => void };
  }
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export = autocannon;
}
