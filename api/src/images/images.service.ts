import { createHash } from "node:crypto";
import type sharpLibraryType from "sharp";
import type { ResvgRenderOptions } from "@resvg/resvg-js";
import type { Metadata, Sharp } from "sharp";
import type { DataSource, EntityManager } from "typeorm";
import { badInput } from "../common/errors";
import { isUuid } from "../common/ids";
import { logger } from "../logging/logger";
import { IMAGE_WIDTHS, Image, ImageVariant } from "./image.entity";

type SharpLibrary = typeof sharpLibraryType;
let library: Promise<SharpLibrary> | undefined;

/**
 * sharp (libvips, about 20 MB of resident memory) is loaded the first time a picture is drawn or
 * uploaded: a store whose pictures are all drawn serves them from the database without it.
 */
function sharpLibrary(): Promise<SharpLibrary> {
  library ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps recent operations cached (50 MB by default) for pipelines that repeat; every
    // picture here is decoded once, so the cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return library!;
}

/** resvg, which draws the store's own SVG art (see `encodeSvg`), is loaded on first use likewise. */
let resvg: Promise<typeof import("@resvg/resvg-js")> | undefined;
const resvgLibrary = () => (resvg ??= import("@resvg/resvg-js"));

/** Uploads larger than this are refused before decoding. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;

export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; height: number; data: Buffer; etag: string }[];
}

/**
 * Decodes any picture sharp understands and re-encodes it as WebP in the standard widths (never
 * enlarging past the original). Re-encoding drops metadata (EXIF, GPS) and rejects what is not
 * really an image.
 */
export async function encodeImage(input: Buffer, options: { effort?: number } = {}): Promise<EncodedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw badInput("Image is too large (10 MB at most)");
  const sharp = await sharpLibrary();
  let source: Sharp;
  let meta: Metadata;
  try {
    source = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
    meta = await source.metadata();
  } catch {
    throw badInput("The file is not an image");
  }
  if (!meta.width || !meta.height) throw badInput("The file is not an image");
  return encodeVariants(source, meta.autoOrient?.width ?? meta.width, options.effort ?? 4);
}

/** A decoded picture as WebP in the standard widths up to its own. */
async function encodeVariants(source: Sharp, originalWidth: number, effort: number): Promise<EncodedImage> {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  if (widths.length === 0) widths.push(originalWidth);
  const variants = await Promise.all(
    widths.map(async (width) => {
      try {
        const { data, info } = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 82, effort }).toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data, etag: `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"` };
      } catch {
        throw badInput("The file is not an image");
      }
    }),
  );
  const largest = variants[variants.length - 1];
  return { width: largest.width, height: largest.height, variants };
}

/**
 * The store's own SVG art (the demo catalog's pictures) is drawn 600 wide and rasterised 640 wide
 * (stored at 320 and 640) by resvg, off the event loop (`renderAsync`, on libuv's thread pool),
 * without system fonts (the art has no text). Rasterising and encoding a picture took 248–271 ms
 * of CPU with libvips' SVG loader (librsvg) and takes 157–165 ms with resvg, the 640-wide WebP
 * 3% smaller; half of resvg's time is still the garments' two blurs (fold shading, floor shadow).
 * Uploads, which may be SVG too, still go through sharp (`encodeImage`).
 */
const SVG_WIDTH = 640;
const SVG_OPTIONS: ResvgRenderOptions = { fitTo: { mode: "width", value: SVG_WIDTH }, font: { loadSystemFonts: false } };

/** Rasterises SVG art to pixels (opaque: the art paints its whole backdrop), then encodes them with a lighter WebP effort. */
async function encodeSvg(svg: string): Promise<EncodedImage> {
  const [{ renderAsync }, sharp] = await Promise.all([resvgLibrary(), sharpLibrary()]);
  const picture = await renderAsync(svg, SVG_OPTIONS);
  const source = sharp(picture.pixels, { raw: { width: picture.width, height: picture.height, channels: 4 } });
  return encodeVariants(source, picture.width, 2);
}

/** Stores and serves pictures; every replica reads them from the database. */
export class ImagesService {
  /** Pictures being drawn in this process, so concurrent requests for one draw it once. */
  private readonly drawing = new Map<string, Promise<void>>();
  private backgroundDrawing?: Promise<void>;
  private stopped = false;

  constructor(private readonly db: DataSource) {}

  /**
   * Stores SVG art as a picture whose variants are drawn later: its size is read from the SVG now
   * (cheap), its pixels on its first request or by `drawPending`, whichever comes first.
   */
  async savePendingSvg(svg: string, manager: EntityManager = this.db.manager): Promise<Image> {
    const { Resvg } = await resvgLibrary();
    const art = new Resvg(svg, SVG_OPTIONS);
    const width = SVG_WIDTH;
    const height = Math.round((art.height * SVG_WIDTH) / art.width);
    const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate <= width);
    if (widths.length === 0) widths.push(width);
    const images = manager.getRepository(Image);
    return images.save(images.create({ uploadedBy: null, width, height, widths, pendingSvg: svg }));
  }

  /** Draws one pending picture's variants; nothing when it has them already. Safe on every replica at once. */
  private draw(imageId: string): Promise<void> {
    let running = this.drawing.get(imageId);
    if (!running) {
      running = (async () => {
        const [row] = await this.db.query(`SELECT "pendingSvg" FROM images WHERE id = $1 AND "pendingSvg" IS NOT NULL`, [imageId]);
        if (!row) return;
        const encoded = await encodeSvg(row.pendingSvg);
        await this.db.transaction(async (manager) => {
          await manager.createQueryBuilder().insert().into(ImageVariant).values(encoded.variants.map((variant) => ({ imageId, ...variant }))).orIgnore().execute();
          await manager.query(`UPDATE images SET "pendingSvg" = NULL, width = $2, height = $3 WHERE id = $1`, [imageId, encoded.width, encoded.height]);
        });
      })().finally(() => this.drawing.delete(imageId));
      this.drawing.set(imageId, running);
    }
    return running;
  }

  /**
   * Draws every pending picture until none is left or `stop` is called, `workers` at a time (each
   * picture is drawn on one core). Started when the store opens with one worker, so serving keeps a
   * core; a restart carries on where the last process stopped. The test templates use every core.
   */
  drawPending(log: (line: string) => void = () => {}, { workers = 1 }: { workers?: number } = {}): Promise<void> {
    this.backgroundDrawing ??= (async () => {
      let drawn = 0;
      while (!this.stopped) {
        const batch: { id: string }[] = await this.db.query(`SELECT id FROM images WHERE "pendingSvg" IS NOT NULL ORDER BY "createdAt", id LIMIT 32`);
        if (batch.length === 0) break;
        const worker = async () => {
          for (let next = batch.shift(); next && !this.stopped; next = batch.shift()) {
            await this.draw(next.id);
            drawn++;
          }
        };
        await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
      }
      if (drawn > 0) log(`drew ${drawn} pending pictures`);
    })()
      .catch((error) => {
        if (!this.stopped) logger.error({ err: error }, "drawing pending pictures failed");
      })
      .finally(() => (this.backgroundDrawing = undefined));
    return this.backgroundDrawing;
  }

  /** How many pictures still wait to be drawn. */
  async pendingCount(): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM images WHERE "pendingSvg" IS NOT NULL`);
    return row.n;
  }

  /** Stops the background drawing after the picture under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([this.backgroundDrawing, ...this.drawing.values()]);
  }

  /** Stores an encoded image, inside the caller's transaction when one is given. */
  async save(encoded: EncodedImage, manager: EntityManager = this.db.manager, uploadedBy: string | null = null): Promise<Image> {
    const images = manager.getRepository(Image);
    // create() makes an Image, so callers get its url and srcSet, not just the columns.
    const image = await images.save(images.create({ uploadedBy, width: encoded.width, height: encoded.height, widths: encoded.variants.map((variant) => variant.width) }));
    await manager.getRepository(ImageVariant).insert(encoded.variants.map((variant) => ({ imageId: image.id, ...variant })));
    return image;
  }

  /** A seller's upload: decoded, re-encoded and stored, remembering who sent it. */
  async upload(input: Buffer, uploadedBy: string | null = null): Promise<Image> {
    return this.save(await encodeImage(input), this.db.manager, uploadedBy);
  }

  /**
   * Whether a seller may put an image on a product: one the seller uploaded, or one already on
   * one of the seller's own products. Others' uploads and unknown ids are refused alike.
   */
  async usableBy(sellerId: string, imageId: unknown, manager: EntityManager = this.db.manager): Promise<boolean> {
    if (!isUuid(imageId)) return false;
    const [row] = await manager.query(
      `SELECT 1 FROM images i
        WHERE i.id = $1 AND (i."uploadedBy" = $2 OR EXISTS (SELECT 1 FROM products p WHERE p."imageId" = i.id AND p."sellerId" = $2))`,
      [imageId, sellerId],
    );
    return Boolean(row);
  }

  /** One stored width of an image (drawn now if the picture is still pending), or undefined. */
  async variant(imageId: string, width: number): Promise<ImageVariant | undefined> {
    if (!isUuid(imageId) || !Number.isInteger(width)) return undefined;
    const find = () => this.db.getRepository(ImageVariant).findOne({ where: { imageId, width } });
    const stored = await find();
    if (stored) return stored;
    await this.draw(imageId);
    return (await find()) ?? undefined;
  }
}
