import { createHash } from "node:crypto";
import sharp from "sharp";
import type { DataSource, EntityManager } from "typeorm";
import { badInput } from "../common/errors";
import { isUuid } from "../common/ids";
import { IMAGE_WIDTHS, Image, ImageVariant } from "./image.entity";

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
  let source: sharp.Sharp;
  let meta: sharp.Metadata;
  try {
    source = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
    meta = await source.metadata();
  } catch {
    throw badInput("The file is not an image");
  }
  if (!meta.width || !meta.height) throw badInput("The file is not an image");
  const originalWidth = meta.autoOrient?.width ?? meta.width;
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  if (widths.length === 0) widths.push(originalWidth);
  const variants = await Promise.all(
    widths.map(async (width) => {
      try {
        const { data, info } = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 82, effort: options.effort ?? 4 }).toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data, etag: `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"` };
      } catch {
        throw badInput("The file is not an image");
      }
    }),
  );
  const largest = variants[variants.length - 1];
  return { width: largest.width, height: largest.height, variants };
}

/** Stores and serves pictures; every replica reads them from the database. */
export class ImagesService {
  constructor(private readonly db: DataSource) {}

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

  /** One stored width of an image, or undefined. */
  async variant(imageId: string, width: number): Promise<ImageVariant | undefined> {
    if (!isUuid(imageId) || !Number.isInteger(width)) return undefined;
    return (await this.db.getRepository(ImageVariant).findOne({ where: { imageId, width } })) ?? undefined;
  }
}
