import type passport from "passport";
import type { DataSource } from "typeorm";
import { AccountsService } from "./accounts/accounts.service";
import { Passwords } from "./accounts/password";
import { createPassport } from "./accounts/passport";
import { PasswordResetService } from "./accounts/password-reset.service";
import { SignInService } from "./accounts/sign-in.service";
import { ThrottleService } from "./accounts/throttle.service";
import { Mailer } from "./mail/mailer";
import { MAIL_LEASE_MS, MailOutbox } from "./mail/outbox.service";
import { AddressesService } from "./addresses/addresses.service";
import { CartService } from "./cart/cart.service";
import { CatalogService, takeOffSaleBySeller } from "./catalog/catalog.service";
import { CheckoutService } from "./checkout/checkout.service";
import { DEFAULT_WORKER_INTERVAL_MS, type Config } from "./config";
import { ImagesService } from "./images/images.service";
import { OrdersService } from "./orders/orders.service";
import { LocalPaymentProvider } from "./payments/local-provider";
import type { PaymentProvider } from "./payments/payment-provider";
import { RefundsService } from "./payments/refunds.service";
import { StripeEvents } from "./payments/stripe-events";
import { StripePaymentProvider } from "./payments/stripe-provider";
import { RequestsService } from "./requests/requests.service";
import { ReviewsService } from "./reviews/reviews.service";
import { WishlistService } from "./wishlist/wishlist.service";
import type { LiveService } from "./live/live.service";

/** The services of every domain, made once per process and shared by GraphQL and REST. */
export interface Services {
  db: DataSource;
  accounts: AccountsService;
  catalog: CatalogService;
  images: ImagesService;
  reviews: ReviewsService;
  wishlist: WishlistService;
  cart: CartService;
  checkout: CheckoutService;
  orders: OrdersService;
  refunds: RefundsService;
  requests: RequestsService;
  payments: { local: LocalPaymentProvider; stripe?: StripePaymentProvider; events: StripeEvents };
  passport: passport.PassportStatic;
  throttle: ThrottleService;
  signIn: SignInService;
  passwordReset: PasswordResetService;
  mailer: Mailer;
  /** The order mails' outbox and its sender. */
  mail: MailOutbox;
  addresses: AddressesService;
  /** Live updates (GraphQL subscriptions); started with the app, which owns its listening connection. */
  live: LiveService;
}

export function createServices(db: DataSource, config: Partial<Pick<Config, "stripe" | "workerIntervalMs" | "smtpUrl" | "mailFrom" | "production" | "maxUnitsPerProduct" | "passwordCost">> = {}): Omit<Services, "live"> {
  const throttle = new ThrottleService(db);
  const accounts = new AccountsService(db, throttle, takeOffSaleBySeller, new Passwords(config.passwordCost));
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, production: config.production, from: config.mailFrom ?? "Atelier <no-reply@localhost>" });
  const passport = createPassport(accounts);
  const images = new ImagesService(db);
  const catalog = new CatalogService(db, images);
  const cart = new CartService(db, catalog);
  const local = new LocalPaymentProvider(db);
  const stripe = config.stripe ? new StripePaymentProvider(config.stripe) : undefined;
  // Every provider stays available: checkouts opened with one are settled with that one.
  const providers: Record<string, PaymentProvider> = { local, ...(stripe ? { stripe } : {}) };
  // One knob for the background work: a retry waits half a tick at first, a lease lasts two ticks.
  const tick = config.workerIntervalMs ?? DEFAULT_WORKER_INTERVAL_MS;
  const mail = new MailOutbox(db, mailer, { retryBaseMs: tick / 2, leaseMs: Math.max(2 * tick, MAIL_LEASE_MS) });
  const addresses = new AddressesService(db);
  const refunds = new RefundsService(db, providers, { retryBaseMs: tick / 2, leaseMs: 2 * tick }, mail);
  const checkout = new CheckoutService(db, cart, providers, stripe ? "stripe" : "local", refunds, 2 * tick, config.maxUnitsPerProduct, addresses, mail);
  return {
    db,
    accounts,
    catalog,
    images,
    reviews: new ReviewsService(db),
    wishlist: new WishlistService(db, catalog),
    cart,
    checkout,
    orders: new OrdersService(db, refunds, mail),
    refunds,
    requests: new RequestsService(db, mail),
    payments: { local, stripe, events: new StripeEvents(stripe, config.stripe?.webhookSecret, checkout) },
    passport,
    throttle,
    signIn: new SignInService(passport, accounts, throttle),
    passwordReset: new PasswordResetService(db, accounts, throttle, mailer),
    mailer,
    mail,
    addresses,
  };
}
