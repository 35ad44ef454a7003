import { Authorized, Ctx, Resolver, Root, Subscription } from "type-graphql";
import { liveContext } from "../common/live-context";
import type { Context } from "../context";
import { PendingRequestsSummary } from "./pending-requests-summary.type";

/** The admin's pending requests as they come and go, over the live socket (graphql-ws at /graphql). */
@Resolver()
export class PendingRequestsResolver {
  @Authorized("ADMIN")
  @Subscription(() => PendingRequestsSummary, {
    description: "How many permission requests wait for a decision, and the newest, each time one is made or decided.",
    subscribe: ({ context }) => (context as Context).services.live.pendingRequests(liveContext(context as Context).connection),
  })
  pendingRequestsChanged(@Root() summary: PendingRequestsSummary, @Ctx() ctx: Context): PendingRequestsSummary {
    liveContext(ctx);
    return summary;
  }
}
