import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Live updates (issue 28): triggers that NOTIFY the `store_live` channel with the ids of what
 * changed. PostgreSQL delivers a NOTIFY only when its transaction commits (and drops it on a
 * rollback), so no process hears of a change before it is there to be read; every path that
 * changes these rows (a service, a worker, a migration) is covered without remembering to.
 * Payloads are ids only: each subscriber re-reads what it may see.
 */
export class LiveEvents1795600000000 implements MigrationInterface {
  name = "LiveEvents1795600000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    // The one place that says what an order's, a request's, a product's or an account's event holds;
    // tests call these to send an event about a row without changing it.
    await queryRunner.query(`
      CREATE FUNCTION store_live_order_event(o orders, kind text) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('store_live', json_build_object('t', 'order', 'k', kind, 'id', o.id, 'u', o."userId", 's', o."sellerId")::text)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION store_live_request_event(r permission_requests, kind text) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('store_live', json_build_object('t', 'request', 'k', kind, 'id', r.id, 'o', r."orderId", 's', r."sellerId")::text)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION store_live_product_event(product_id uuid) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('store_live', json_build_object('t', 'product', 'id', product_id)::text)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION store_live_account_event(role text, account_id uuid) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('store_live', json_build_object('t', 'account', 'r', role, 'id', account_id)::text)
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION store_live_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM store_live_order_event(NEW, CASE
          WHEN TG_OP = 'INSERT' THEN 'new'
          WHEN NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN 'cancelled'
          ELSE 'changed' END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER orders_live_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION store_live_orders()`);
    await queryRunner.query(`
      CREATE TRIGGER orders_live_update AFTER UPDATE ON orders FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD."canUpdate" IS DISTINCT FROM NEW."canUpdate"
           OR OLD."refundStatus" IS DISTINCT FROM NEW."refundStatus" OR OLD."shippingAddress" IS DISTINCT FROM NEW."shippingAddress")
        EXECUTE FUNCTION store_live_orders()`);

    await queryRunner.query(`
      CREATE FUNCTION store_live_requests() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM store_live_request_event(NEW, CASE WHEN TG_OP = 'INSERT' THEN 'new' ELSE 'decided' END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER permission_requests_live_insert AFTER INSERT ON permission_requests FOR EACH ROW EXECUTE FUNCTION store_live_requests()`);
    await queryRunner.query(`
      CREATE TRIGGER permission_requests_live_update AFTER UPDATE ON permission_requests FOR EACH ROW
        WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION store_live_requests()`);

    await queryRunner.query(`
      CREATE FUNCTION store_live_products() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM store_live_product_event(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER products_live_update AFTER UPDATE ON products FOR EACH ROW
        WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD."onSale" IS DISTINCT FROM NEW."onSale")
        EXECUTE FUNCTION store_live_products()`);
    await queryRunner.query(`CREATE TRIGGER products_live_delete AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION store_live_products()`);

    // An account deactivated, deleted or signed out everywhere (a password reset): each process
    // closes the sockets it holds for it at once.
    await queryRunner.query(`
      CREATE FUNCTION store_live_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM store_live_account_event(TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        RETURN NULL;
      END $$`);
    for (const [table, role] of [["users", "USER"], ["sellers", "SELLER"], ["admins", "ADMIN"]]) {
      const active = table === "users" ? `OLD."isActive" IS DISTINCT FROM NEW."isActive" OR ` : "";
      await queryRunner.query(`
        CREATE TRIGGER ${table}_live_update AFTER UPDATE ON ${table} FOR EACH ROW
          WHEN (${active}OLD."sessionsValidAfter" IS DISTINCT FROM NEW."sessionsValidAfter")
          EXECUTE FUNCTION store_live_accounts('${role}')`);
      await queryRunner.query(`CREATE TRIGGER ${table}_live_delete AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION store_live_accounts('${role}')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ["users", "sellers", "admins"]) {
      await queryRunner.query(`DROP TRIGGER ${table}_live_delete ON ${table}`);
      await queryRunner.query(`DROP TRIGGER ${table}_live_update ON ${table}`);
    }
    await queryRunner.query(`DROP TRIGGER products_live_delete ON products`);
    await queryRunner.query(`DROP TRIGGER products_live_update ON products`);
    await queryRunner.query(`DROP TRIGGER permission_requests_live_update ON permission_requests`);
    await queryRunner.query(`DROP TRIGGER permission_requests_live_insert ON permission_requests`);
    await queryRunner.query(`DROP TRIGGER orders_live_update ON orders`);
    await queryRunner.query(`DROP TRIGGER orders_live_insert ON orders`);
    for (const fn of ["store_live_accounts()", "store_live_products()", "store_live_requests()", "store_live_orders()", "store_live_account_event(text, uuid)", "store_live_product_event(uuid)", "store_live_request_event(permission_requests, text)", "store_live_order_event(orders, text)"]) {
      await queryRunner.query(`DROP FUNCTION ${fn}`);
    }
  }
}
