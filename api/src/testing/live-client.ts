import { WebSocket } from "ws";
import type { HttpClient } from "./http-client";

/** A message the server sent for one subscription: `next` (a result) or `error` (GraphQL errors). */
export interface LiveMessage {
  type: "next" | "error" | "complete";
  payload?: any;
}

/** One subscription on a LiveClient: its messages as they come. */
export class LiveSubscription {
  readonly messages: LiveMessage[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly id: string) {}

  received(message: LiveMessage): void {
    this.messages.push(message);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Waits for the `count`-th message (1-based) and answers it; fails after `timeoutMs`. */
  async message(count = 1, timeoutMs = 5000): Promise<LiveMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`subscription ${this.id}: ${this.messages.length} messages after ${timeoutMs} ms, waited for ${count}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages[count - 1];
  }

  /** The data of the `count`-th message, which must be a result without errors. */
  async data(count = 1, timeoutMs = 5000): Promise<any> {
    const message = await this.message(count, timeoutMs);
    if (message.type !== "next" || message.payload?.errors) throw new Error(`subscription ${this.id}: expected data, got ${JSON.stringify(message)}`);
    return message.payload.data;
  }
}

/**
 * A graphql-ws client for tests, speaking the protocol by hand (so tests can also send what a
 * real client never would). Sends the cookies of an HttpClient, and an Origin when asked to.
 */
export class LiveClient {
  private readonly subscriptions = new Map<string, LiveSubscription>();
  private serial = 0;
  /** Resolves with the close code and reason once the socket closes. */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      if (message.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      const subscription = message.id ? this.subscriptions.get(message.id) : undefined;
      if (subscription && ["next", "error", "complete"].includes(message.type)) subscription.received(message);
    });
  }

  /** Opens the socket (answers the refused upgrade's status instead, when it is refused). */
  static async connect(baseUrl: string, options: { as?: HttpClient; origin?: string; init?: boolean } = {}): Promise<LiveClient> {
    const headers: Record<string, string> = {};
    if (options.as && options.as.cookies.size > 0) headers.cookie = [...options.as.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (options.origin) headers.origin = options.origin;
    const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("unexpected-response", (_request, response) => reject(Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode })));
      socket.once("error", reject);
    });
    const client = new LiveClient(socket);
    if (options.init !== false) await client.init();
    return client;
  }

  /** Sends connection_init and waits for the server's connection_ack. */
  async init(): Promise<void> {
    const acked = new Promise<void>((resolve, reject) => {
      const onMessage = (data: unknown) => {
        if (JSON.parse(String(data)).type !== "connection_ack") return;
        this.socket.off("message", onMessage);
        resolve();
      };
      this.socket.on("message", onMessage);
      this.closed.then(({ code, reason }) => reject(new Error(`closed before the ack: ${code} ${reason}`)));
    });
    this.socket.send(JSON.stringify({ type: "connection_init" }));
    await acked;
  }

  subscribe(query: string, variables: Record<string, unknown> = {}): LiveSubscription {
    const id = String(++this.serial);
    const subscription = new LiveSubscription(id);
    this.subscriptions.set(id, subscription);
    this.socket.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables } }));
    return subscription;
  }

  unsubscribe(subscription: LiveSubscription): void {
    this.socket.send(JSON.stringify({ id: subscription.id, type: "complete" }));
  }

  send(raw: string): void {
    this.socket.send(raw);
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.close(1000);
  }
}

/** Waits until `check` holds, trying again every few milliseconds; fails with `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
