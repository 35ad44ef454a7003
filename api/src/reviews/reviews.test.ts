import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { HttpClient } from "../testing/http-client";
import { pickProduct, signedInShopper } from "../testing/fixtures";
import { Review } from "./review.entity";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 20 });

const ADD = `mutation($p: ID!, $r: Int!, $c: String!) { addReview(productId: $p, input: { rating: $r, comment: $c }) { id rating comment userId authorName productId } }`;
const UPDATE = `mutation($id: ID!, $r: Int!, $c: String!) { updateReview(id: $id, input: { rating: $r, comment: $c }) { id rating comment } }`;
const LIST = `query($p: ID!) { reviews(productId: $p) { total items { id rating comment authorName userId } } }`;

describe("reviews", () => {
  test("a signed-in shopper adds, edits and deletes a review; everyone reads it", async () => {
    const product = await pickProduct(app, { withSizes: true });
    const { client, user } = await signedInShopper(app, "Ira Sen");
    const added = await client.gql(ADD, { p: product.id, r: 4, c: "  Soft fabric, true to size.  " });
    assert.equal(added.errors, undefined);
    assert.deepEqual({ ...added.data.addReview, id: undefined }, { id: undefined, rating: 4, comment: "Soft fabric, true to size.", userId: user.id, authorName: "Ira Sen", productId: product.id });
    const guest = new HttpClient(app.url);
    const listed = await guest.gql(LIST, { p: product.id });
    assert.equal(listed.data.reviews.total, 1);
    const legacy = await guest.rest("GET", `/review/get-review/${product.id}`);
    assert.deepEqual(legacy.body.map((review: { comment: string; userId: string }) => [review.comment, review.userId]), [["Soft fabric, true to size.", user.id]]);
    const id = added.data.addReview.id;
    const updated = await client.gql(UPDATE, { id, r: 5, c: "Even better after washing." });
    assert.deepEqual(updated.data.updateReview, { id, rating: 5, comment: "Even better after washing." });
    const removed = await client.gql(`mutation($id: ID!) { deleteReview(id: $id) { id } }`, { id });
    assert.equal(removed.data.deleteReview.id, id);
    assert.equal((await guest.gql(LIST, { p: product.id })).data.reviews.total, 0);
  });

  test("bad ratings and empty comments are refused with their messages; nothing is stored", async () => {
    const product = await pickProduct(app, { withSizes: false });
    const { client } = await signedInShopper(app);
    for (const [rating, comment, message] of [
      [0, "fine", "Rating must be between 1 and 5"],
      [6, "fine", "Rating must be between 1 and 5"],
      [3, "   ", "Comment is required"],
    ] as const) {
      const { errors } = await client.gql(ADD, { p: product.id, r: rating, c: comment });
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT");
      assert.equal(errors?.[0].message, message);
    }
    const rest = await client.rest("POST", "/review/add-review/", { productId: product.id, rating: "7", comment: "x" });
    assert.deepEqual([rest.status, rest.body.message], [400, "Rating must be between 1 and 5"]);
    const fraction = await client.rest("POST", "/review/add-review/", { productId: product.id, rating: 2.5, comment: "x" });
    assert.equal(fraction.status, 400);
    assert.equal(await app.db.getRepository(Review).countBy({ productId: product.id }), 0);
  });

  test("one review per shopper and product; unknown products are 404", async () => {
    const product = await pickProduct(app, { withSizes: true });
    const { client } = await signedInShopper(app);
    assert.equal((await client.rest("POST", "/review/add-review/", { productId: product.id, rating: 3, comment: "Nice" })).status, 201);
    const again = await client.rest("POST", "/review/add-review/", { productId: product.id, rating: 4, comment: "Again" });
    assert.deepEqual([again.status, again.body.message], [409, "You have already reviewed this product"]);
    const unknown = await client.rest("POST", "/review/add-review/", { productId: "00000000-0000-4000-8000-000000000000", rating: 4, comment: "?" });
    assert.deepEqual([unknown.status, unknown.body.message], [404, "Product not found"]);
    assert.equal((await client.rest("GET", "/review/get-review/not-an-id")).status, 404);
  });

  test("only the author edits or deletes; guests may not write; the body's userId is ignored", async () => {
    const product = await pickProduct(app, { withSizes: false });
    const author = await signedInShopper(app);
    const other = await signedInShopper(app);
    const created = await author.client.rest("POST", "/review/add-review/", { productId: product.id, rating: 5, comment: "Mine", userId: other.user.id });
    assert.equal(created.body.data.userId, author.user.id);
    const id = created.body.data._id;
    const edit = await other.client.rest("PUT", `/review/update-review/${id}`, { rating: 1, comment: "Hijacked" });
    assert.deepEqual([edit.status, edit.body.message], [403, "You can only edit your own review"]);
    const remove = await other.client.rest("DELETE", `/review/delete-review/${product.id}/${id}`);
    assert.deepEqual([remove.status, remove.body.message], [403, "You can only delete your own review"]);
    const wrongProduct = await author.client.rest("DELETE", `/review/delete-review/00000000-0000-4000-8000-000000000000/${id}`);
    assert.equal(wrongProduct.status, 404);
    const guest = new HttpClient(app.url);
    assert.equal((await guest.rest("POST", "/review/add-review/", { productId: product.id, rating: 5, comment: "Anon" })).status, 401);
    assert.equal((await guest.gql(ADD, { p: product.id, r: 5, c: "Anon" })).errors?.[0].extensions?.code, "UNAUTHENTICATED");
    const stored = await app.db.getRepository(Review).findOneByOrFail({ id });
    assert.deepEqual([stored.rating, stored.comment], [5, "Mine"]);
    const ok = await author.client.rest("PUT", `/review/update-review/${id}`, { rating: 2, comment: "Shrank a little" });
    assert.deepEqual([ok.status, ok.body.message, ok.body.data.rating], [200, "Review updated successfully!", 2]);
    const deleted = await author.client.rest("DELETE", `/review/delete-review/${product.id}/${id}`);
    assert.deepEqual([deleted.status, deleted.body.message], [200, "Review deleted successfully!"]);
  });
});
