// Preloaded into the server the bench measures (node --import): the event loop's delay as
// perf_hooks measures it, printed to the server's log on SIGUSR2 and then begun afresh.
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

process.on("SIGUSR2", () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const figures = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    samples: histogram.count,
  };
  process.stdout.write(`bench-loop-delay ${JSON.stringify(figures)}\n`);
  histogram.reset();
});
