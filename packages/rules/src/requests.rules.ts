/** A permission request's state: pending until an admin approves or denies it. */
export enum RequestState {
  pending = "pending",
  approved = "approved",
  denied = "denied",
}
export const REQUEST_STATES = ["pending", "approved", "denied"] as const satisfies readonly `${RequestState}`[];
export type RequestStateWord = (typeof REQUEST_STATES)[number];

export const REQUEST_MESSAGES = {
  alreadyPending: "A permission request for this order is already pending",
  cancelledOrder: "A cancelled order cannot change status",
  stillUpdatable: "This order can still be updated without permission",
  requestNotFound: "Request not found",
  approved: "Request approved",
  denied: "Request denied",
  isApprovedNeeded: "isApproved must be true or false",
} as const;

export const alreadyDecided = (state: RequestStateWord) => `This request was already ${state}`;
