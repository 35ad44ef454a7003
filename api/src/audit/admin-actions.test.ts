import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

/** The admin actions recorded on a row, oldest first, as (role, actor, action). */
async function recorded(subjectId: string): Promise<{ actorRole: string; actorId: string; action: string }[]> {
  return app.db.query(`SELECT "actorRole", "actorId", action FROM admin_actions WHERE "subjectId" = $1 ORDER BY at, action`, [subjectId]);
}

const ok = (result: { errors?: unknown }) => assert.equal(result.errors, undefined, JSON.stringify(result.errors));

describe("every admin action records its actor (role and id)", () => {
  test("shoppers: activate, deactivate and delete, over GraphQL and REST, each under the admin who did it", async () => {
    const [first, second] = [await signedInAdmin(app), await signedInAdmin(app)];
    const shopper = await signedInShopper(app);
    ok(await first.client.gql(`mutation($id: ID!) { deactivateUser(id: $id) { id } }`, { id: shopper.user.id }));
    assert.equal((await second.client.rest("PUT", `/user/activate-user/${shopper.user.id}`)).status, 200);
    // Refused (already active): nothing happened, so nothing is recorded.
    assert.equal((await second.client.rest("PUT", `/user/activate-user/${shopper.user.id}`)).status, 409);
    assert.equal((await first.client.rest("DELETE", `/user/delete-user/${shopper.user.id}`)).status, 200);
    assert.deepEqual(await recorded(shopper.user.id), [
      { actorRole: "ADMIN", actorId: first.admin.id, action: "deactivate-user" },
      { actorRole: "ADMIN", actorId: second.admin.id, action: "activate-user" },
      { actorRole: "ADMIN", actorId: first.admin.id, action: "delete-user" },
    ]);
    // The record outlives the account it names.
    assert.equal((await app.db.query(`SELECT 1 FROM users WHERE id = $1`, [shopper.user.id])).length, 0);
  });

  test("a shopper deleting their own account is no admin action", async () => {
    const shopper = await signedInShopper(app);
    assert.equal((await shopper.client.rest("DELETE", `/user/delete-user/${shopper.user.id}`)).status, 200);
    assert.deepEqual(await recorded(shopper.user.id), []);
  });

  test("sellers and products: deleting a seller, taking a product off sale and putting it back", async () => {
    const { admin, client } = await signedInAdmin(app);
    const seller = await signedInSeller(app);
    const kept = await productOf(app, seller.seller.id);
    ok(await client.gql(`mutation($id: ID!) { setProductOnSale(id: $id, onSale: false) { id } }`, { id: kept.id }));
    ok(await client.gql(`mutation($id: ID!) { setProductOnSale(id: $id, onSale: true) { id } }`, { id: kept.id }));
    assert.deepEqual(await recorded(kept.id), [
      { actorRole: "ADMIN", actorId: admin.id, action: "take-product-off-sale" },
      { actorRole: "ADMIN", actorId: admin.id, action: "put-product-on-sale" },
    ]);
    assert.equal((await client.rest("DELETE", `/seller/delete-seller/${seller.seller.id}`)).status, 200);
    assert.deepEqual(await recorded(seller.seller.id), [{ actorRole: "ADMIN", actorId: admin.id, action: "delete-seller" }]);
    // Its products went off sale with it: part of the deletion, not an action of its own.
    assert.equal((await recorded(kept.id)).length, 2);
  });

  test("permission requests: approving and denying", async () => {
    const { admin, client } = await signedInAdmin(app);
    const seller = await signedInSeller(app);
    const shopper = await signedInShopper(app);
    const requestIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const [orderId] = await placePaidOrder(app, shopper.client, [await productOf(app, seller.seller.id)]);
      ok(await seller.client.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: delivered) { id } }`, { id: orderId }));
      const asked = await seller.client.gql(`mutation($id: ID!) { requestStatusChange(orderId: $id, status: transit) { id } }`, { id: orderId });
      ok(asked);
      requestIds.push(asked.data.requestStatusChange.id);
    }
    ok(await client.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: true) { id } }`, { id: requestIds[0] }));
    assert.equal((await client.rest("POST", `/orders/requests/${requestIds[1]}`, { isApproved: false })).status, 200);
    assert.deepEqual(await recorded(requestIds[0]), [{ actorRole: "ADMIN", actorId: admin.id, action: "approve-request" }]);
    assert.deepEqual(await recorded(requestIds[1]), [{ actorRole: "ADMIN", actorId: admin.id, action: "deny-request" }]);
  });
});
