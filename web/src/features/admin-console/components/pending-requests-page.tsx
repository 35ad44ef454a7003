import { TEXTS } from "../api/admin-texts";
import { usePendingRequests } from "../api/pending-requests-query";
import { useDecideRequest } from "../api/use-decide-request";
import { ConsoleList, ConsolePageFrame, countOf } from "./console-list";
import { RequestCard } from "./request-card";

/** /admin/pending-requests: sellers' permission requests waiting for a decision, oldest first. */
export function PendingRequestsPage() {
  const list = usePendingRequests();
  const decide = useDecideRequest();
  return (
    <ConsolePageFrame heading="PENDING REQUESTS" title="Pending requests" testId="pending-requests-page" count={countOf(list.page?.total, "request", "requests")}>
      <ConsoleList {...list} emptyText={TEXTS.requestsEmpty} failedText={TEXTS.requestsFailed} renderItem={(request) => <RequestCard request={request} onDecide={decide} />} />
    </ConsolePageFrame>
  );
}
