import net from "node:net";

// A TCP relay in front of PostgreSQL that a test can freeze: connections stay open but nothing
// passes either way, as when a network path goes silent (no reset, no refusal).

export type TcpRelay = {
  port: number;
  /** Holds every byte in both directions, on open and new connections alike. */
  freeze: () => void;
  /** Drops the connections made while frozen or before it, and passes bytes again. */
  thaw: () => void;
  close: () => Promise<void>;
};

export async function tcpRelay(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpRelay> {
  let frozen = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        // While frozen, bytes are dropped, so the far side waits for an answer forever.
        if (!frozen) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      // A connection that lost bytes is out of step with the server: it cannot be resumed.
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      frozen = false;
    },
    close: async () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
