import { ACCOUNT_MESSAGES, REQUEST_MESSAGES } from "@store/rules";
import { ORDER_STATUSES } from "../orders/order.entity";
import { type RestRoute, route } from "./route";
import { id, okMessage, z } from "./schema";
import { PopulatedOrderJson, populatedOrderJson, RequestJson, requestJson, SellerJson, sellerJson, UserJson, userJson } from "./shapes";

const TAG = "Admin console";
const idParam = z.object({ id: z.string() });

/** Activate and deactivate: the same path shape, the documents' messages. */
const setActive = (action: "activate" | "deactivate", active: boolean): RestRoute =>
  route({
    method: "put",
    path: `/user/${action}-user/:id`,
    tag: TAG,
    summary: `${action === "activate" ? "Activates" : "Deactivates"} a shopper`,
    description: active ? `Doing it twice is 409 '${ACCOUNT_MESSAGES.userActivated}'.` : `The shopper is signed out of every browser at once. Doing it twice is 409 '${ACCOUNT_MESSAGES.userDeactivated}'.`,
    access: "ADMIN",
    params: idParam,
    answer: okMessage(UserJson),
    failures: { 404: ACCOUNT_MESSAGES.managedUserNotFound, 409: active ? ACCOUNT_MESSAGES.userActivated : ACCOUNT_MESSAGES.userDeactivated },
    handle: async ({ account, params, services }) => ({ success: true as const, message: `User ${action}d successfully`, data: userJson(await services.accounts.setUserActive(account, params.id, active)) }),
  });

/** The admin console's legacy paths: shoppers, sellers, every order and the permission requests. */
export const adminRoutes: RestRoute[] = [
  route({
    method: "get",
    path: "/user/get-all-user",
    tag: TAG,
    summary: "Every shopper, newest first; the answer is the array itself",
    description: "The admin's screens read this answer as the array itself (`setUsers(response.data)`).",
    access: "ADMIN",
    answer: z.array(UserJson),
    handle: async ({ services }) => (await services.accounts.allAccounts("USER")).map(userJson),
  }),
  setActive("activate", true),
  setActive("deactivate", false),
  // DELETE /user/delete-user/{id} serves the shopper too: it lives with the shopper's paths (accounts.routes).

  route({
    method: "get",
    path: "/seller/get-all-sellers",
    tag: TAG,
    summary: "Every seller, newest first; the answer is the array itself",
    description: "The admin's screens read this answer as the array itself (`setSellers(response.data)`).",
    access: "ADMIN",
    answer: z.array(SellerJson),
    handle: async ({ services }) => (await services.accounts.allAccounts("SELLER")).map(sellerJson),
  }),
  route({
    method: "delete",
    path: "/seller/delete-seller/:id",
    tag: TAG,
    summary: "Deletes a seller",
    description: "The seller is signed out everywhere; their products go off sale and their orders stay.",
    access: "ADMIN",
    params: idParam,
    answer: okMessage(z.object({ _id: id() })),
    failures: { 404: ACCOUNT_MESSAGES.sellerNotFound },
    handle: async ({ account, params, services }) => ({ success: true as const, message: "Seller deleted successfully", data: { _id: await services.accounts.deleteSeller(account, params.id) } }),
  }),

  route({
    method: "get",
    path: "/orders/get-all-orders",
    tag: TAG,
    summary: "Every order, newest first; the answer is the array itself",
    description: "The legacy client reads this answer as the array itself, not under `data`.",
    access: "ADMIN",
    query: z.object({ status: z.string().optional().openapi({ description: `Only orders in this status: ${ORDER_STATUSES.join(", ")}; empty for all.` }) }),
    answer: z.array(PopulatedOrderJson),
    handle: async ({ query, services, origin }) => (await services.orders.everyOrder(query.status)).map((order) => populatedOrderJson(order, origin)),
  }),

  route({
    method: "get",
    path: "/orders/requests",
    tag: TAG,
    summary: "The sellers' pending permission requests",
    access: "ADMIN",
    answer: z.object({ success: z.literal(true), requests: z.array(RequestJson) }),
    handle: async ({ services }) => ({ success: true as const, requests: (await services.requests.pending()).map(requestJson) }),
  }),
  route({
    method: "post",
    path: "/orders/requests/:id",
    tag: TAG,
    summary: "Approves or denies a permission request",
    description: "Approving applies the requested status and unlocks the order; denying changes nothing.",
    access: "ADMIN",
    params: idParam,
    body: { json: z.object({ isApproved: z.boolean({ error: REQUEST_MESSAGES.isApprovedNeeded }) }) },
    answer: z.object({ success: z.literal(true), message: z.string(), request: RequestJson }),
    failures: { 404: REQUEST_MESSAGES.requestNotFound, 409: "The request was already decided" },
    handle: async ({ account, params, body, services }) => ({
      success: true as const,
      message: body.isApproved ? REQUEST_MESSAGES.approved : REQUEST_MESSAGES.denied,
      request: requestJson(await services.requests.decide(account, params.id, body.isApproved)),
    }),
  }),
];
