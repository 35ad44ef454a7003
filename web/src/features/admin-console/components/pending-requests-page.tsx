import { TEXTS } from "../api/admin-texts";
import { usePendingRequests } from "../api/pending-requests-query";
import { useDecideRequest } from "../api/use-decide-request";
import { ConsoleListPage } from "./console-list";
import { RequestCard } from "./request-card";

/** /admin/pending-requests: sellers' permission requests waiting for a decision, oldest first. */
export function PendingRequestsPage() {
  const decide = useDecideRequest();
  return (
    <ConsoleListPage
      {...usePendingRequests()}
      heading="PENDING REQUESTS"
      title="Pending requests"
      testId="pending-requests-page"
      noun={["request", "requests"]}
      emptyText={TEXTS.requestsEmpty}
      failedText={TEXTS.requestsFailed}
      renderItem={(request) => <RequestCard request={request} onDecide={decide} />}
    />
  );
}
