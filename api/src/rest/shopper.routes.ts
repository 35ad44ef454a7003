import { type RestRoute, route } from "./route";
import { CART_MESSAGES, CATALOG_MESSAGES, insufficientStock, REVIEW_MESSAGES, reviewRules } from "@store/rules";
import { done, ok, okMessage, requiredByService, text, z } from "./schema";
import { CartJson, cartJson, ProductJson, productJson, ReviewJson, reviewJson } from "./shapes";

const TAG = "Shopper";

const favourites = ok(z.object({ products: z.array(ProductJson) }));
const wishlistAnswer = okMessage(z.object({ products: z.array(ProductJson) }));
const productId = z.object({ productId: z.string() });
// The legacy bodies also carry userId: the session decides who writes, never the body.
const reviewBody = reviewRules.extend({ productId: text(), userId: text().openapi({ description: "Ignored: the session decides." }) });
/** The line the legacy client means: a product, and its size when the bag holds it in several. */
const lineOf = { productId: text(), size: text() };

/** /wishlist, /review and /cart: the shopper's favourites, reviews and bag. */
export const shopperRoutes: RestRoute[] = [
  route({
    method: "get",
    path: "/wishlist/get-wishlist",
    tag: TAG,
    summary: "The shopper's favourites",
    access: "USER",
    answer: favourites,
    handle: async ({ account, services, origin }) => ({ success: true as const, data: { products: (await services.wishlist.all(account)).map((product) => productJson(product, origin)) } }),
  }),
  route({
    method: "post",
    path: "/wishlist/add-to-wishlist",
    tag: TAG,
    summary: "Adds a product to the favourites; answers them all",
    access: "USER",
    body: { json: requiredByService({ productId: text() }, ["productId"]) },
    answer: wishlistAnswer,
    failures: { 404: CATALOG_MESSAGES.productNotFound },
    handle: async ({ account, body, services, origin }) => {
      await services.wishlist.add(account, body.productId ?? "");
      return { success: true as const, message: "Added to wishlist", data: { products: (await services.wishlist.all(account)).map((product) => productJson(product, origin)) } };
    },
  }),
  route({
    method: "delete",
    path: "/wishlist/remove-from-wishlist/:productId",
    tag: TAG,
    summary: "Removes a product from the favourites; answers the rest",
    access: "USER",
    params: productId,
    answer: wishlistAnswer,
    handle: async ({ account, params, services, origin }) => {
      await services.wishlist.remove(account, params.productId);
      return { success: true as const, message: "Removed from wishlist", data: { products: (await services.wishlist.all(account)).map((product) => productJson(product, origin)) } };
    },
  }),

  route({
    method: "get",
    path: "/review/get-review/:productId",
    tag: TAG,
    summary: "A product's reviews, newest first; the answer is the array itself",
    description: "The product page and the seller's product page read this answer as the array itself (`setReviews(response.data)`).",
    access: "anyone",
    params: productId,
    answer: z.array(ReviewJson),
    handle: async ({ params, services }) => (await services.reviews.allForProduct(params.productId)).map(reviewJson),
  }),
  route({
    method: "post",
    path: "/review/add-review",
    tag: TAG,
    summary: "Reviews a product (one review per shopper and product)",
    access: "USER",
    body: { json: reviewBody.meta({ required: ["comment", "rating", "productId"] }) },
    status: 201,
    answer: okMessage(ReviewJson),
    failures: { 404: CATALOG_MESSAGES.productNotFound, 409: "The shopper has already reviewed this product" },
    handle: async ({ account, body, services }) => ({
      success: true as const,
      message: "Review added successfully",
      data: reviewJson(await services.reviews.add(account, body.productId ?? "", body)),
    }),
  }),
  route({
    method: "put",
    path: "/review/update-review/:reviewId",
    tag: TAG,
    summary: "Changes the shopper's own review",
    access: "USER",
    params: z.object({ reviewId: z.string() }),
    body: { json: reviewBody },
    answer: okMessage(ReviewJson),
    failures: { 404: `${REVIEW_MESSAGES.reviewNotFound} (or another shopper's)` },
    handle: async ({ account, params, body, services }) => ({
      success: true as const,
      message: "Review updated successfully!",
      data: reviewJson(await services.reviews.update(account, params.reviewId, body)),
    }),
  }),
  route({
    method: "delete",
    path: "/review/delete-review/:productId/:reviewId",
    tag: TAG,
    summary: "Deletes the shopper's own review",
    access: "USER",
    params: z.object({ productId: z.string(), reviewId: z.string() }),
    answer: done(),
    failures: { 404: `${REVIEW_MESSAGES.reviewNotFound} (or another shopper's)` },
    handle: async ({ account, params, services }) => {
      await services.reviews.remove(account, params.reviewId, params.productId);
      return { success: true as const, message: "Review deleted successfully!" };
    },
  }),

  route({
    method: "post",
    path: "/cart/add-to-cart",
    tag: TAG,
    summary: "Adds one of a product, in a size when it has sizes",
    access: "USER",
    body: { json: requiredByService(lineOf, ["productId"]) },
    answer: okMessage(CartJson),
    failures: { 400: CART_MESSAGES.sizeNeeded, 404: CATALOG_MESSAGES.productNotFound, 409: insufficientStock("{title}") },
    handle: async ({ account, body, services, origin }) => ({ success: true as const, message: "Product added to cart", data: cartJson(await services.cart.add(account, body.productId ?? "", body.size), origin) }),
  }),
  route({
    method: "get",
    path: "/cart/get-cart",
    tag: TAG,
    summary: "The shopper's bag",
    access: "USER",
    answer: ok(CartJson),
    handle: async ({ account, services, origin }) => ({ success: true as const, data: cartJson(await services.cart.get(account), origin) }),
  }),
  route({
    method: "put",
    path: "/cart/update-count",
    tag: TAG,
    summary: "One more or one fewer of a line (never below 1, never beyond the stock)",
    description: "`remove` at a count of 1 leaves the line as it is and answers 200 with the bag.",
    access: "USER",
    body: { json: requiredByService({ ...lineOf, action: z.enum(["add", "remove"], { error: 'action must be "add" or "remove"' }) }, ["productId", "action"]) },
    answer: okMessage(CartJson),
    failures: { 404: CART_MESSAGES.lineNotFound, 409: insufficientStock("{title}") },
    handle: async ({ account, body, services: { cart }, origin }) => {
      const line = await cart.lineFor(account, body.productId, body.size);
      const bag = await cart.stepCount(account, line.id, body.action === "add" ? 1 : -1);
      return { success: true as const, message: "Cart updated successfully", data: cartJson(bag, origin) };
    },
  }),
  route({
    method: "put",
    path: "/cart/remove-from-cart",
    tag: TAG,
    summary: "Removes a line from the bag",
    access: "USER",
    body: { json: requiredByService({ ...lineOf, action: z.literal("delete", { error: 'action must be "delete"' }).optional() }, ["productId"]) },
    answer: okMessage(CartJson),
    failures: { 404: CART_MESSAGES.lineNotFound },
    handle: async ({ account, body, services: { cart }, origin }) => {
      const line = await cart.lineFor(account, body.productId, body.size);
      return { success: true as const, message: "Cart updated successfully", data: cartJson(await cart.removeLine(account, line.id), origin) };
    },
  }),
];

