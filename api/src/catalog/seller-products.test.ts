import assert from "node:assert/strict";
import { describe, test } from "node:test";
import sharp from "sharp";
import { payWithCard, placePaidOrder, pngForm, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

type Seller = Awaited<ReturnType<typeof signedInSeller>>;

const PRODUCT = `id title price description category materials careguide stock sizes image { id url } createdAt`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(id: $id) }`;
const READ = `query($id: ID!) { sellerProduct(id: $id) { ${PRODUCT} } }`;
const LIST = `{ sellerProducts(limit: 100) { total items { id } } }`;

const productRow = async (id: string) => (await app.db.query(`SELECT title, price, description, category, materials, careguide, stock, "ownSizes", "imageId", "sellerId" FROM products WHERE id = $1`, [id]))[0];
const count = async (table: string) => (await app.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

async function upload(client: HttpClient, colour?: string): Promise<string> {
  const { status, body } = await client.form("POST", "/images", await pngForm({}, colour));
  assert.equal(status, 201, JSON.stringify(body));
  return body.data.id;
}

async function fields(seller: Seller, overrides: Record<string, unknown> = {}) {
  return { title: "Linen Shirt", price: 1499, description: "A light linen shirt.", category: "Men", materials: "100% linen", careguide: "Machine wash cold", stock: 12, sizes: ["S", "M", "L"], imageId: await upload(seller.client), ...overrides };
}

async function createProduct(seller: Seller, overrides: Record<string, unknown> = {}) {
  const { data, errors } = await seller.client.gql(CREATE, { input: await fields(seller, overrides) });
  assert.equal(errors, undefined, JSON.stringify(errors));
  return data.createProduct;
}

describe("uploading pictures", () => {
  test("a seller's PNG becomes WebP widths served from /images, remembering the uploader", async () => {
    const seller = await signedInSeller(app);
    const { status, body } = await seller.client.form("POST", "/images", await pngForm());
    assert.equal(status, 201);
    assert.equal(body.success, true);
    assert.deepEqual(Object.keys(body.data).sort(), ["height", "id", "srcSet", "url", "width"]);
    assert.deepEqual([body.data.width, body.data.height], [320, 400], "never wider than the original: 320 is the widest standard width within 400");
    assert.match(body.data.srcSet, new RegExp(`^${app.url}/images/[^ ]+/320\\.webp 320w`));
    assert.ok(body.data.url.startsWith(`${app.url}/images/`), "absolute, on the store's public origin");
    const served = await fetch(body.data.url);
    assert.equal(served.headers.get("content-type"), "image/webp");
    assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format, "webp");
    const [row] = await app.db.query(`SELECT "uploadedBy" FROM images WHERE id = $1`, [body.data.id]);
    assert.equal(row.uploadedBy, seller.seller.id);
  });

  test("a text file is 400, over 5 MB is 413, no file is 400; nothing is stored", async () => {
    const seller = await signedInSeller(app);
    const before = await count("images");
    const text = new FormData();
    text.append("image", new Blob(["definitely not a picture"], { type: "image/png" }), "fake.png");
    assert.deepEqual(await seller.client.form("POST", "/images", text), { status: 400, body: { success: false, message: "The file is not an image", error: "The file is not an image" } });
    const big = new FormData();
    big.append("image", new Blob([new Uint8Array(6 * 1024 * 1024)], { type: "image/png" }), "big.png");
    assert.deepEqual(await seller.client.form("POST", "/images", big), { status: 413, body: { success: false, message: "Image must be 5 MB or smaller", error: "Image must be 5 MB or smaller" } });
    const none = await seller.client.form("POST", "/images", new FormData());
    assert.deepEqual([none.status, none.body.message], [400, "Image is required"]);
    assert.equal(await count("images"), before);
  });

  test("only a signed-in seller may upload: a guest is 401, a shopper 403", async () => {
    const guest = await new HttpClient(app.url).form("POST", "/images", await pngForm());
    assert.equal(guest.status, 401);
    const shopper = await signedInShopper(app);
    assert.equal((await shopper.client.form("POST", "/images", await pngForm())).status, 403);
  });
});

describe("a seller's products over GraphQL", () => {
  test("create, list (newest first), read for editing; the shop sees it; empty sizes mean the category's", async () => {
    const seller = await signedInSeller(app);
    const first = await createProduct(seller);
    assert.deepEqual(
      { ...first, id: undefined, image: undefined, createdAt: undefined },
      { id: undefined, image: undefined, createdAt: undefined, title: "Linen Shirt", price: 1499, description: "A light linen shirt.", category: "Men", materials: "100% linen", careguide: "Machine wash cold", stock: 12, sizes: ["S", "M", "L"] },
    );
    assert.ok(first.image.url.startsWith("/images/"));
    const second = await createProduct(seller, { title: "  Plain Tee  ", sizes: [] });
    assert.equal(second.title, "Plain Tee", "text is trimmed");
    const [category] = await app.db.query(`SELECT sizes FROM categories WHERE name = 'Men'`);
    assert.deepEqual(second.sizes, category.sizes);
    const list = await seller.client.gql(LIST);
    assert.deepEqual(list.data.sellerProducts, { total: 2, items: [{ id: second.id }, { id: first.id }] });
    assert.equal((await seller.client.gql(READ, { id: first.id })).data.sellerProduct.id, first.id);
    const shop = await new HttpClient(app.url).gql(`query($id: ID!) { product(id: $id) { title } }`, { id: first.id });
    assert.equal(shop.data.product.title, "Linen Shirt");
  });

  test("every rule is a 400 naming the field, and nothing is created", async () => {
    const seller = await signedInSeller(app);
    const before = await count("products");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: -5 }, "price", "Price must be a whole number of rupees from 1 to 10000000"],
      [{ price: 0 }, "price", "Price must be a whole number of rupees from 1 to 10000000"],
      [{ stock: -1 }, "stock", "Stock must be a whole number from 0 to 1000000"],
      [{ category: "Spaceships" }, "category", "Category must be one of the store's categories"],
      [{ title: "   " }, "title", "Title is required"],
      [{ title: "x".repeat(201) }, "title", "Title must be at most 200 characters"],
      [{ careguide: "" }, "careguide", "Care guide is required"],
      [{ sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) }, "sizes", "A product has at most 20 sizes"],
      [{ sizes: ["M", " "] }, "sizes", "Each size must be 1 to 20 characters"],
      [{ imageId: "00000000-0000-4000-8000-000000000000" }, "imageId", "Image not found"],
    ];
    for (const [overrides, field, message] of cases) {
      const { errors } = await seller.client.gql(CREATE, { input: await fields(seller, overrides) });
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT", message);
      assert.equal(errors?.[0].message, message);
      assert.equal(errors?.[0].extensions?.fields?.[field], message);
    }
    // GraphQL itself refuses a fractional or textual Int.
    for (const price of [12.5, "abc"]) {
      const { errors } = await seller.client.gql(CREATE, { input: await fields(seller, { price }) });
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT");
    }
    assert.equal(await count("products"), before);
  });

  test("stock per size: counts per size name the sizes; one stock is spread, the remainder to the first sizes", async () => {
    const seller = await signedInSeller(app);
    const counted = await seller.client.gql(`mutation($input: ProductInput!) { createProduct(input: $input) { id stock sizes soldOut sizeStock { size stock soldOut } } }`, {
      input: { ...(await fields(seller, { category: "Ladies" })), stock: undefined, sizes: undefined, sizeStock: [{ size: "XS", stock: 0 }, { size: " S ", stock: 3 }, { size: "M", stock: 1 }] },
    });
    assert.equal(counted.errors, undefined, JSON.stringify(counted.errors));
    assert.deepEqual(counted.data.createProduct.sizeStock, [
      { size: "XS", stock: 0, soldOut: true },
      { size: "S", stock: 3, soldOut: false },
      { size: "M", stock: 1, soldOut: false },
    ]);
    assert.deepEqual([counted.data.createProduct.stock, counted.data.createProduct.sizes, counted.data.createProduct.soldOut], [4, ["XS", "S", "M"], false]);
    const id = counted.data.createProduct.id;

    const spread = await createProduct(seller, { stock: 7 });
    assert.deepEqual((await seller.client.gql(`query($id: ID!) { sellerProduct(id: $id) { sizeStock { size stock } } }`, { id: spread.id })).data.sellerProduct.sizeStock, [
      { size: "S", stock: 3 },
      { size: "M", stock: 2 },
      { size: "L", stock: 2 },
    ]);
    const sizeless = await createProduct(seller, { sizes: [], stock: 5 });
    const sizelessRead = (await seller.client.gql(`query($id: ID!) { sellerProduct(id: $id) { stock sizes sizeStock { size } } }`, { id: sizeless.id })).data.sellerProduct;
    assert.deepEqual(sizelessRead, { stock: 5, sizes: [], sizeStock: [] }, "Men has no sizes: one stock");

    const UPDATE_STOCK = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { stock sizes sizeStock { size stock } } }`;
    const recount = await seller.client.gql(UPDATE_STOCK, { id, input: { sizeStock: [{ size: "S", stock: 2 }, { size: "L", stock: 5 }] } });
    assert.deepEqual(recount.data.updateProduct, { stock: 7, sizes: ["S", "L"], sizeStock: [{ size: "S", stock: 2 }, { size: "L", stock: 5 }] });
    const restock = await seller.client.gql(UPDATE_STOCK, { id, input: { stock: 9 } });
    assert.deepEqual(restock.data.updateProduct.sizeStock, [{ size: "S", stock: 5 }, { size: "L", stock: 4 }], "one number is spread over the sizes it has");
    const resized = await seller.client.gql(UPDATE_STOCK, { id, input: { sizes: ["L", "XL"] } });
    assert.deepEqual(resized.data.updateProduct, { stock: 4, sizes: ["L", "XL"], sizeStock: [{ size: "L", stock: 4 }, { size: "XL", stock: 0 }] }, "a size kept keeps its count, a new one starts at 0");
    const categorySizes = (await app.db.query(`SELECT sizes FROM categories WHERE name = 'Ladies'`))[0].sizes as string[];
    const following = await seller.client.gql(UPDATE_STOCK, { id, input: { sizeStock: categorySizes.map((size) => ({ size, stock: 1 })) } });
    assert.equal(following.data.updateProduct.stock, categorySizes.length);
    assert.deepEqual((await productRow(id)).ownSizes, [], "counted in exactly its category's sizes, it follows its category");
    const noSizes = await seller.client.gql(UPDATE_STOCK, { id, input: { category: "Men", sizes: [] } });
    assert.deepEqual(noSizes.data.updateProduct, { stock: categorySizes.length, sizes: [], sizeStock: [] }, "without sizes it keeps its total as one stock");
    const sizedAgain = await seller.client.gql(UPDATE_STOCK, { id, input: { sizes: ["S", "M", "L", "XL"] } });
    assert.deepEqual(sizedAgain.data.updateProduct.sizeStock, [{ size: "S", stock: 2 }, { size: "M", stock: 2 }, { size: "L", stock: 1 }, { size: "XL", stock: 1 }], "its one stock is spread over its new sizes");

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ sizeStock: [{ size: "S", stock: 1 }, { size: "S ", stock: 2 }] }, "sizeStock", "Each size may be counted once"],
      [{ sizeStock: [{ size: "S", stock: -1 }] }, "sizeStock", "Each size's stock must be a whole number from 0 to 1000000"],
      [{ sizeStock: [{ size: "S", stock: 600000 }, { size: "M", stock: 600000 }] }, "sizeStock", "The sizes' stock must add up to at most 1000000"],
      [{ sizeStock: [{ size: "", stock: 1 }] }, "sizeStock", "Each size must be 1 to 20 characters"],
      [{ sizeStock: [{ size: "S", stock: 1 }, { size: "M", stock: 2 }], stock: 4 }, "stock", "Stock must be the sum of the counts per size (3)"],
      [{ sizeStock: [{ size: "S", stock: 1 }], sizes: ["M"] }, "sizes", "Sizes must be the sizes of the counts per size, in their order"],
    ];
    for (const [input, field, message] of refusals) {
      const { errors } = await seller.client.gql(UPDATE_STOCK, { id, input });
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT", message);
      assert.equal(errors?.[0].extensions?.fields?.[field], message);
    }
    assert.deepEqual((await seller.client.gql(`query($id: ID!) { sellerProduct(id: $id) { sizeStock { size stock } } }`, { id })).data.sellerProduct.sizeStock.length, 4, "nothing changed");
  });

  test("another seller's uploaded picture cannot be used; one's own product picture can", async () => {
    const [owner, other] = [await signedInSeller(app), await signedInSeller(app)];
    const othersImage = await upload(other.client);
    const { errors } = await owner.client.gql(CREATE, { input: await fields(owner, { imageId: othersImage }) });
    assert.deepEqual([errors?.[0].extensions?.code, errors?.[0].message], ["BAD_USER_INPUT", "Image not found"]);
    const product = await createProduct(owner);
    const again = await createProduct(owner, { imageId: product.image.id });
    assert.equal(again.image.id, product.image.id);
    const stolen = await other.client.gql(CREATE, { input: await fields(other, { imageId: product.image.id }) });
    assert.equal(stolen.errors?.[0].message, "Image not found");
  });

  test("update changes only what is sent; the picture may be replaced", async () => {
    const seller = await signedInSeller(app);
    const product = await createProduct(seller);
    const { data, errors } = await seller.client.gql(UPDATE, { id: product.id, input: { price: 1799, sizes: ["M", "XL"] } });
    assert.equal(errors, undefined);
    // 12 over S, M, L was 4 each: M keeps its 4, XL is new (0); S and L went with theirs.
    assert.deepEqual([data.updateProduct.price, data.updateProduct.sizes, data.updateProduct.title, data.updateProduct.stock, data.updateProduct.image.id], [1799, ["M", "XL"], "Linen Shirt", 4, product.image.id]);
    const newImage = await upload(seller.client, "#c0392b");
    const replaced = await seller.client.gql(UPDATE, { id: product.id, input: { imageId: newImage, title: null } });
    assert.deepEqual([replaced.data.updateProduct.image.id, replaced.data.updateProduct.title], [newImage, "Linen Shirt"]);
    const refused = await seller.client.gql(UPDATE, { id: product.id, input: { stock: -3 } });
    assert.equal(refused.errors?.[0].message, "Stock must be a whole number from 0 to 1000000");
    assert.equal((await productRow(product.id)).stock, 4);
  });

  test("another seller can neither read for editing, change nor delete a product: 'Product not found', nothing changes", async () => {
    const [owner, other] = [await signedInSeller(app), await signedInSeller(app)];
    const product = await createProduct(owner);
    const before = await productRow(product.id);
    assert.equal((await other.client.gql(READ, { id: product.id })).data.sellerProduct, null);
    assert.equal((await other.client.gql(LIST)).data.sellerProducts.total, 0);
    for (const [query, variables] of [
      [UPDATE, { id: product.id, input: { price: 1 } }],
      [DELETE, { id: product.id }],
    ] as const) {
      const { errors } = await other.client.gql(query, variables);
      assert.deepEqual([errors?.[0].extensions?.code, errors?.[0].message], ["NOT_FOUND", "Product not found"]);
    }
    for (const [method, path, body] of [
      ["GET", `/product/${product.id}`, undefined],
      ["PUT", `/product/update-product/${product.id}`, { price: 1 }],
      ["DELETE", `/product/delete-product/${product.id}`, undefined],
    ] as const) {
      const { status, body: answer } = await other.client.rest(method, path, body);
      assert.deepEqual([status, answer], [404, { success: false, message: "Product not found", error: "Product not found" }], `${method} ${path}`);
    }
    assert.deepEqual(await productRow(product.id), before);
  });

  test("only sellers: a guest is UNAUTHENTICATED, a shopper FORBIDDEN", async () => {
    const guest = await new HttpClient(app.url).gql(LIST);
    assert.equal(guest.errors?.[0].extensions?.code, "UNAUTHENTICATED");
    const shopper = await signedInShopper(app);
    assert.equal((await shopper.client.gql(LIST)).errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal((await shopper.client.rest("GET", "/product/get-seller-products")).status, 403);
  });

  test("deleting a product takes it out of bags and favourites; past orders keep their copy", async () => {
    const seller = await signedInSeller(app);
    const product = await createProduct(seller);
    const buyer = await signedInShopper(app);
    const [orderId] = await placePaidOrder(app, buyer.client, [product]);
    const keeper = await signedInShopper(app);
    await keeper.client.gql(`mutation($p: ID!) { addToCart(productId: $p, size: "M") { itemCount } }`, { p: product.id });
    await keeper.client.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { id } }`, { p: product.id });
    const { data, errors } = await seller.client.gql(DELETE, { id: product.id });
    assert.equal(errors, undefined);
    assert.equal(data.deleteProduct, product.id);
    assert.equal(await productRow(product.id), undefined);
    assert.deepEqual((await keeper.client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 0);
    assert.equal((await app.db.query(`SELECT count(*)::int AS n FROM wishlist_items WHERE "productId" = $1`, [product.id]))[0].n, 0);
    const mine = await buyer.client.gql(`{ myOrders { items { id items { productId title unitPrice image quantity } } } }`);
    const order = mine.data.myOrders.items.find((o: { id: string }) => o.id === orderId);
    assert.deepEqual(order.items, [{ productId: null, title: "Linen Shirt", unitPrice: 1499, image: product.image.url, quantity: 1 }]);
    const again = await seller.client.gql(DELETE, { id: product.id });
    assert.equal(again.errors?.[0].extensions?.code, "NOT_FOUND");
  });

  test("a product deleted while a shopper is paying for it still becomes that shopper's order", async () => {
    const seller = await signedInSeller(app);
    const product = await createProduct(seller);
    const buyer = await signedInShopper(app);
    await buyer.client.gql(`mutation($p: ID!) { addToCart(productId: $p, size: "S") { itemCount } }`, { p: product.id });
    const { data } = await buyer.client.gql(`mutation { startCheckout { sessionId } }`);
    assert.equal((await seller.client.gql(DELETE, { id: product.id })).data.deleteProduct, product.id);
    await payWithCard(app, data.startCheckout.sessionId);
    const orders = (await seller.client.gql(`{ sellerOrders { items { total items { title unitPrice } } } }`)).data.sellerOrders.items;
    assert.deepEqual(orders, [{ total: 1499, items: [{ title: "Linen Shirt", unitPrice: 1499 }] }]);
  });
});

describe("the legacy seller product paths", () => {
  test("create-product takes the multipart form; get-seller-products answers both list places; GET /product/{id} has size and careguid", async () => {
    const seller = await signedInSeller(app);
    const form = await pngForm({ title: "Denim Jacket", price: "2999", description: "Blue denim.", category: "Denim", materials: "Cotton", careguid: "Wash inside out", stock: "4", sizes: JSON.stringify(["S", " M "]) });
    const created = await seller.client.form("POST", "/product/create-product", form);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual([created.body.success, created.body.message], [true, "Product created successfully!"]);
    const id = created.body.data._id;
    assert.deepEqual([created.body.data.price, created.body.data.stock, created.body.data.careguid, created.body.data.sizes], [2999, 4, "Wash inside out", ["S", "M"]]);
    assert.deepEqual(created.body.data.sizeStock, [{ size: "S", stock: 2 }, { size: "M", stock: 2 }], "the one stock is spread over the sizes");
    const list = await seller.client.rest("GET", "/product/get-seller-products");
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.products.map((p: { _id: string }) => p._id), [id]);
    assert.deepEqual(list.body.data.products, list.body.products);
    const read = await seller.client.rest("GET", `/product/${id}`);
    // The update screen reads the fields at the top of the answer.
    assert.deepEqual([read.status, read.body.title, read.body.size, read.body.careguid], [200, "Denim Jacket", "S, M", "Wash inside out"]);
    // Category paths still reach the category list, for guests too.
    const denim = await new HttpClient(app.url).rest("GET", "/product/Denim");
    assert.equal(denim.status, 200);
    assert.ok(denim.body.data.some((p: { _id: string }) => p._id === id));
    assert.equal((await new HttpClient(app.url).rest("GET", "/product/get-seller-products")).status, 401);
  });

  test("create-product refuses bad numbers, an unknown category and a file that is not an image, and stores nothing", async () => {
    const seller = await signedInSeller(app);
    const base = { title: "Tee", price: "500", description: "A tee.", category: "Men", materials: "Cotton", careguid: "Wash", stock: "3", sizes: "[]" };
    const [products, images] = [await count("products"), await count("images")];
    const cases: [Record<string, string>, string][] = [
      [{ price: "12.5" }, "Price must be a whole number of rupees from 1 to 10000000"],
      [{ price: "abc" }, "Price must be a whole number of rupees from 1 to 10000000"],
      [{ price: "-3" }, "Price must be a whole number of rupees from 1 to 10000000"],
      [{ stock: "1.5" }, "Stock must be a whole number from 0 to 1000000"],
      [{ category: "Nope" }, "Category must be one of the store's categories"],
    ];
    for (const [overrides, message] of cases) {
      const { status, body } = await seller.client.form("POST", "/product/create-product", await pngForm({ ...base, ...overrides }));
      assert.deepEqual([status, body.success, body.message], [400, false, message]);
      assert.doesNotMatch(JSON.stringify(body), /at .*\.js/, "no stack trace");
    }
    const text = new FormData();
    for (const [key, value] of Object.entries(base)) text.append(key, value);
    text.append("image", new Blob(["hello"], { type: "image/jpeg" }), "a.jpg");
    assert.deepEqual(await seller.client.form("POST", "/product/create-product", text), { status: 400, body: { success: false, message: "The file is not an image", error: "The file is not an image" } });
    assert.deepEqual([await count("products"), await count("images")], [products, images]);
  });

  test("update-product takes JSON with size as text; delete-product answers its message", async () => {
    const seller = await signedInSeller(app);
    const product = await createProduct(seller);
    const updated = await seller.client.rest("PUT", `/product/update-product/${product.id}`, { title: "Linen Shirt II", price: "1599", size: "M, L , XL", careguid: "Hand wash" });
    assert.deepEqual([updated.status, updated.body.message], [200, "Product updated successfully!"]);
    const row = await productRow(product.id);
    // 12 over S, M, L was 4 each: M and L keep theirs, XL is new (0), S went with its 4.
    assert.deepEqual([row.title, row.price, row.ownSizes, row.careguide, row.stock], ["Linen Shirt II", 1599, ["M", "L", "XL"], "Hand wash", 8]);
    assert.deepEqual(updated.body.data.sizeStock, [{ size: "M", stock: 4 }, { size: "L", stock: 4 }, { size: "XL", stock: 0 }]);
    const restocked = await seller.client.rest("PUT", `/product/update-product/${product.id}`, { stock: "10", size: "" });
    assert.deepEqual(restocked.body.data.sizeStock, [{ size: "M", stock: 4 }, { size: "L", stock: 3 }, { size: "XL", stock: 3 }], "one number is spread, the remainder to the first sizes");
    const bad = await seller.client.rest("PUT", `/product/update-product/${product.id}`, { stock: "many" });
    assert.deepEqual([bad.status, bad.body.message], [400, "Stock must be a whole number from 0 to 1000000"]);
    const deleted = await seller.client.rest("DELETE", `/product/delete-product/${product.id}`);
    assert.deepEqual([deleted.status, deleted.body], [200, { success: true, message: "Product deleted successfully" }]);
    assert.equal((await seller.client.rest("GET", `/product/${product.id}`)).status, 404);
  });
});
