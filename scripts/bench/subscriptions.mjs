// The subscriptions scenario of `npm run bench -- --subscriptions`: many open subscriptions
// (graphql-ws at /graphql, spoken by hand over `ws`) to one product's stock while the seller
// changes it, and how long each change takes to reach every subscriber.
import WebSocket from "ws";
import { localUrl } from "./local.mjs";

/**
 * Opens `sockets` sockets of `perSocket` subscriptions each to productStockChanged(productId), as
 * guests; answers once every subscription is in place on the store (its /metrics says so).
 */
export async function openSubscribers({ origin, productId, sockets, perSocket, subscriptionsNow }) {
  localUrl(origin);
  const received = [];
  const open = [];
  for (let s = 0; s < sockets; s++) {
    const socket = new WebSocket(`${origin.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    let acked;
    let refused;
    const ack = new Promise((resolve, reject) => {
      acked = resolve;
      refused = reject;
    });
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      if (message.type === "connection_ack") acked();
      if (message.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      if (message.type === "next") received.push({ at: performance.now(), stock: message.payload?.data?.productStockChanged?.stock });
    });
    // Before its ack, a closed socket is a failure; after it, the end of the scenario.
    socket.once("close", (code, reason) => refused(new Error(`a subscriber's socket closed: ${code} ${reason}`)));
    // graphql-ws: nothing may be subscribed before the server's connection_ack.
    socket.send(JSON.stringify({ type: "connection_init" }));
    await ack;
    for (let i = 0; i < perSocket; i++) {
      socket.send(JSON.stringify({ id: String(i + 1), type: "subscribe", payload: { query: `subscription($id: ID!) { productStockChanged(productId: $id) { id stock } }`, variables: { id: productId } } }));
    }
    open.push(socket);
  }
  const deadline = Date.now() + 60_000;
  while ((await subscriptionsNow()) < sockets * perSocket) {
    if (Date.now() > deadline) throw new Error("the subscriptions were not all in place within a minute");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    received,
    close: () => {
      for (const socket of open) socket.close(1000);
    },
  };
}

/**
 * Changes the stock every `everyMs` while `running()` holds (through `change(stock)`, the seller's
 * updateProduct), then waits for the messages; answers the latencies (ms) from sending a change
 * to each subscriber's message, and how many messages were missing.
 */
export async function measureEvents({ subscribers, expected, change, everyMs, running }) {
  const sentAt = new Map();
  let stock = 500_000;
  let changes = 0;
  while (running()) {
    stock++;
    sentAt.set(stock, performance.now());
    await change(stock);
    changes++;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  const deadline = performance.now() + 10_000;
  while (subscribers.received.length < changes * expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = subscribers.received.filter((message) => sentAt.has(message.stock)).map((message) => message.at - sentAt.get(message.stock));
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : undefined);
  return { changes, messages: latencies.length, missing: changes * expected - latencies.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}
