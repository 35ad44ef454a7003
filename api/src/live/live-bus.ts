import { Client } from "pg";
import type { DataSource } from "typeorm";
import type { Role } from "../accounts/roles";
import { logger } from "../logging/logger";

/** The channel the database's triggers NOTIFY (migrations/…-LiveEvents.ts). */
export const LIVE_CHANNEL = "store_live";

/**
 * What a trigger says changed: ids only (an order with its shopper and seller, a request with its
 * order and seller, a product, an account), so that a process can tell whom an event concerns
 * without reading anything; what is sent is always read again, as its reader may see it.
 */
export type LiveEvent =
  | { t: "order"; k: "new" | "changed" | "cancelled"; id: string; u: string | null; s: string | null }
  | { t: "request"; k: "new" | "decided"; id: string; o: string; s: string }
  | { t: "product"; id: string }
  | { t: "account"; r: Role; id: string }
  /** This process may have missed events (its listening connection was lost and is back). */
  | { t: "resync" };

/** What the bus needs of PGlite: its notifications. */
export interface EmbeddedDatabase {
  onNotification(callback: (channel: string, payload: string) => void): () => void;
}

const KINDS = new Set(["order", "request", "product", "account"]);

function parse(payload: string | undefined): LiveEvent | undefined {
  try {
    const event = JSON.parse(payload ?? "");
    return event && KINDS.has(event.t) && typeof event.id === "string" ? (event as LiveEvent) : undefined;
  } catch {
    return undefined;
  }
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One process's ear on the database: a single listening connection (its own on PostgreSQL, beside
 * the pool; on PGlite, the embedded database's notifications), whose events it hands to every
 * listener in the order they were committed. A lost PostgreSQL connection is opened again with
 * backoff, and then says `resync`: whatever changed meanwhile was not heard.
 */
export class LiveBus {
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private stopped = false;
  private stop: () => Promise<void> = async () => {};

  private constructor(private readonly db: DataSource) {}

  /**
   * Starts listening; resolves once the LISTEN is in place, so nothing committed after it is
   * missed. `embedded` answers the PGlite instance when the data source runs on one.
   */
  static async start(db: DataSource, embedded: () => Promise<EmbeddedDatabase>): Promise<LiveBus> {
    const bus = new LiveBus(db);
    const url = (db.options as { url?: string }).url;
    if (url) await bus.listenOnServer(url, FIRST_RETRY_MS);
    else await bus.listenEmbedded(await embedded());
    return bus;
  }

  /** Calls `listener` with every event from now on; answers the function that stops it. */
  on(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, "a live event listener failed");
      }
    }
  }

  private received(channel: string, payload: string | undefined): void {
    if (channel !== LIVE_CHANNEL) return;
    const event = parse(payload);
    if (event) this.emit(event);
    else logger.warn({ channel }, "a live event that is not one was ignored");
  }

  /** PGlite is one connection in this process: it reports the notifications committed on it. */
  private async listenEmbedded(pglite: EmbeddedDatabase): Promise<void> {
    const off = pglite.onNotification((channel, payload) => this.received(channel, payload));
    // Through TypeORM's queue, so the LISTEN never lands inside someone else's transaction.
    await this.db.query(`LISTEN ${LIVE_CHANNEL}`);
    this.stop = async () => {
      off();
      await this.db.query(`UNLISTEN ${LIVE_CHANNEL}`).catch(() => {});
    };
  }

  private async listenOnServer(url: string, retryMs: number, reconnecting = false): Promise<void> {
    const client = new Client({ connectionString: url, application_name: "clothing-store live" });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost || this.stopped) return;
      lost = true;
      logger.warn({ err: error }, "the live events' database connection was lost; opening it again");
      client.end().catch(() => {});
      const retry = () => {
        if (this.stopped) return;
        this.listenOnServer(url, FIRST_RETRY_MS, true).catch((failure) => {
          logger.warn({ err: failure, retryMs }, "the live events' database connection could not be opened again");
          setTimeout(retry, (retryMs = Math.min(retryMs * 2, LAST_RETRY_MS))).unref();
        });
      };
      setTimeout(retry, retryMs).unref();
    };
    client.on("notification", (message) => this.received(message.channel, message.payload));
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => {});
      throw error;
    }
    this.stop = async () => {
      await client.end().catch(() => {});
    };
    if (reconnecting) {
      logger.info("the live events' database connection is back");
      this.emit({ t: "resync" });
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    await this.stop();
  }
}
