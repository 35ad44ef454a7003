import { Router } from "express";
import type { Services } from "../services";
import { badInput } from "../common/errors";
import { handle, requireRole } from "./http";
import { cartJson, productJson, reviewJson } from "./shapes";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** /wishlist, /review and /cart: the shopper's favourites, reviews and bag. */
export function shopperRoutes(services: Services): Router {
  const router = Router();
  const { wishlist, reviews, cart } = services;

  const favourites = async (user: Parameters<typeof wishlist.all>[0]) => ({ products: (await wishlist.all(user)).map(productJson) });
  router.get(
    "/wishlist/get-wishlist",
    handle(async (req, res) => res.json({ success: true, data: await favourites(requireRole(req, "USER")) })),
  );
  router.post(
    "/wishlist/add-to-wishlist",
    handle(async (req, res) => {
      const user = requireRole(req, "USER");
      await wishlist.add(user, text(req.body?.productId));
      res.json({ success: true, message: "Added to wishlist", data: await favourites(user) });
    }),
  );
  router.delete(
    "/wishlist/remove-from-wishlist/:productId",
    handle(async (req, res) => {
      const user = requireRole(req, "USER");
      await wishlist.remove(user, String(req.params.productId));
      res.json({ success: true, message: "Removed from wishlist", data: await favourites(user) });
    }),
  );

  router.get(
    "/review/get-review/:productId",
    handle(async (req, res) => res.json({ success: true, data: (await reviews.allForProduct(String(req.params.productId))).map(reviewJson) })),
  );
  // The legacy body also carries userId: the session decides who writes, never the body.
  router.post(
    "/review/add-review",
    handle(async (req, res) => {
      const review = await reviews.add(requireRole(req, "USER"), text(req.body?.productId), req.body ?? {});
      res.status(201).json({ success: true, message: "Review added successfully", data: reviewJson(review) });
    }),
  );
  router.put(
    "/review/update-review/:reviewId",
    handle(async (req, res) => {
      const review = await reviews.update(requireRole(req, "USER"), String(req.params.reviewId), req.body ?? {});
      res.json({ success: true, message: "Review updated successfully!", data: reviewJson(review) });
    }),
  );
  router.delete(
    "/review/delete-review/:productId/:reviewId",
    handle(async (req, res) => {
      await reviews.remove(requireRole(req, "USER"), String(req.params.reviewId), String(req.params.productId));
      res.json({ success: true, message: "Review deleted successfully!" });
    }),
  );

  router.post(
    "/cart/add-to-cart",
    handle(async (req, res) => {
      const bag = await cart.add(requireRole(req, "USER"), text(req.body?.productId), req.body?.size);
      res.json({ success: true, message: "Product added to cart", data: cartJson(bag) });
    }),
  );
  router.get(
    "/cart/get-cart",
    handle(async (req, res) => res.json({ success: true, data: cartJson(await cart.get(requireRole(req, "USER"))) })),
  );
  router.put(
    "/cart/update-count",
    handle(async (req, res) => {
      const user = requireRole(req, "USER");
      const action = req.body?.action;
      if (action !== "add" && action !== "remove") throw badInput('action must be "add" or "remove"');
      const line = await cart.lineFor(user, req.body?.productId, req.body?.size);
      const bag = await cart.setCount(user, line.id, line.count + (action === "add" ? 1 : -1));
      res.json({ success: true, message: "Cart updated successfully", data: cartJson(bag) });
    }),
  );
  router.put(
    "/cart/remove-from-cart",
    handle(async (req, res) => {
      const user = requireRole(req, "USER");
      if (req.body?.action !== undefined && req.body.action !== "delete") throw badInput('action must be "delete"');
      const line = await cart.lineFor(user, req.body?.productId, req.body?.size);
      res.json({ success: true, message: "Cart updated successfully", data: cartJson(await cart.removeLine(user, line.id)) });
    }),
  );

  return router;
}
