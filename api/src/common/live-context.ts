import type { Context } from "../context";
import { notFound } from "./errors";

/**
 * A subscription's own context (only an operation on the live socket has one), made ready for one
 * event: fresh loaders, so each event is read like a request of its own (the viewer is the
 * socket's, as read again before the event).
 */
export function liveContext(ctx: Context): NonNullable<Context["live"]> {
  if (!ctx.live) throw notFound("Subscriptions are served over WebSocket at /graphql (graphql-ws)");
  ctx.live.refresh(ctx);
  return ctx.live;
}
