import { CreatedAt, IdField, IntColumn, IntField, RefersTo, TextColumn, UuidColumn } from "../common/columns";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** The widths every stored picture is encoded in. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** A picture, stored as WebP in the widths of `IMAGE_WIDTHS` (never wider than what was uploaded). */
@ObjectType({ description: "A picture served from /images in several widths.", simpleResolvers: true })
@Entity("images")
export class Image {
  @IdField()
  id!: string;

  @IntField({ description: "Width of the largest stored variant, in pixels." })
  width!: number;

  @IntField({ description: "Height of the largest stored variant, in pixels." })
  height!: number;

  /** The widths stored, ascending. */
  @IntColumn({ array: true })
  widths!: number[];

  /** The seller who uploaded it; null for seeded pictures. Only the uploader may put it on a product. */
  @Index()
  @UuidColumn({ nullable: true })
  uploadedBy!: string | null;

  @CreatedAt()
  createdAt!: Date;

  /**
   * An SVG still to be rasterised into the variants, or null once they are stored. The demo
   * catalog's pictures are drawn after the store opens (or on their first request), so a first
   * start does not wait for them.
   */
  @TextColumn({ nullable: true, select: false })
  pendingSvg!: string | null;

  /** Path of the narrowest stored width that is at least `width` wide (else the widest). */
  urlFor(width = 640): string {
    const chosen = this.widths.find((stored) => stored >= width) ?? this.widths[this.widths.length - 1];
    return `/images/${this.id}/${chosen}.webp`;
  }

  @Field(() => String, { description: "URL of a mid-sized variant, for a plain src." })
  get url(): string {
    return this.paths().url;
  }

  @Field(() => String, { description: "Every stored width, ready for an img srcset." })
  get srcSet(): string {
    return this.paths().srcSet;
  }

  /** The picture's paths, made once per id and widths: every grid names them again for each of its items. */
  private paths(): Paths {
    const known = pathsById.get(this.id);
    if (known && sameWidths(known.widths, this.widths)) return known;
    if (pathsById.size >= MAX_KNOWN_PATHS) pathsById.clear();
    const made = { widths: [...this.widths], url: this.urlFor(640), srcSet: this.widths.map((width) => `${this.urlFor(width)} ${width}w`).join(", ") };
    pathsById.set(this.id, made);
    return made;
  }
}

interface Paths {
  widths: readonly number[];
  url: string;
  srcSet: string;
}

/** Paths by picture id, for as many pictures as a large catalog shows (then started afresh). */
const pathsById = new Map<string, Paths>();
const MAX_KNOWN_PATHS = 50_000;

function sameWidths(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** One encoded width of an image. Never changes once written, hence the immutable caching. */
@Entity("image_variants")
export class ImageVariant {
  @PrimaryColumn({ type: "uuid" })
  imageId!: string;

  @PrimaryColumn({ type: "int" })
  width!: number;

  @IntColumn()
  height!: number;

  @TextColumn()
  etag!: string;

  @Column({ type: "bytea" })
  data!: Buffer;

  @RefersTo(() => Image, "imageId", "CASCADE")
  image?: Image;
}
