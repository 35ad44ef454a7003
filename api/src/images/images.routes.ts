import { CATALOG_MESSAGES } from "@store/rules";
import { Router } from "express";
import type { ImagesService } from "./images.service";

/** GET /images/{id}/{width}.webp: a stored variant, cached for a year (an id's bytes never change); anything else is 404. */
export function imagesRoutes(images: ImagesService): Router {
  const router = Router();
  router.get("/:imageId/:width.webp", async (req, res, next) => {
    try {
      const variant = await images.variant(String(req.params.imageId), Number(req.params.width));
      if (!variant) {
        res.status(404).type("text/plain").send(CATALOG_MESSAGES.imageNotFound);
        return;
      }
      res.set({
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: variant.etag,
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(Buffer.from(variant.data));
    } catch (error) {
      next(error);
    }
  });
  // Every other path under /images is a missing picture, never the web app's page.
  router.use((_req, res) => {
    res.status(404).type("text/plain").send(CATALOG_MESSAGES.imageNotFound);
  });
  return router;
}
