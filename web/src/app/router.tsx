import { lazy, Suspense, type ComponentType, type ReactElement } from "react";
import { matchRoutes, Outlet, useLocation, useRoutes, type Location, type RouteObject } from "react-router";
import { PlainHeader } from "../features/shell/components/plain-header";
import type { Role } from "../lib/session";
import { PublicLayout } from "./layouts/public-layout";
import type { PageDataHandle } from "./page-data";
import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollRestoration } from "./scroll-restoration";

/**
 * A lazily loaded page, with its own props. The shop's pages are a bundle each, so a shopper's
 * first page loads only itself; every page of the user, seller and admin areas comes from its
 * area's module, so one bundle each. The seller's and the admin's layouts, and each area's
 * session guard, come with their areas.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page may take any props; the lazy page keeps its own props typed
function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  const preload = () =>
    load().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
  const page = lazy(() => {
    const loaded = loadedModules.get(load) as M | undefined;
    // React.lazy reads a thenable that settles at once without suspending (see `preloadPages`).
    if (loaded) return { then: (settle: (value: { default: M[K] }) => void) => settle({ default: loaded[name] }) } as unknown as Promise<{ default: M[K] }>;
    return preload().then((module) => ({ default: module[name] }));
  });
  return Object.assign(page, { preload });
}

/** The modules of lazy pages that have loaded, by their loader. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads the lazy pages and layouts an address shows, so that the first render of the app finds
 * them loaded and does not suspend. A render that suspends shows a fallback, and React then holds
 * back the reveal of the page until 300 ms after that fallback appeared, however soon its code
 * arrived: a workspace page drew its plain header, then itself some 600 ms later.
 */
export function preloadPages(location: Pick<Location, "pathname">): Promise<unknown> {
  const loads = (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> } | undefined;
    return type?.preload ? [type.preload()] : [];
  });
  return Promise.all(loads);
}

const user = () => import("./routes/user");
const seller = () => import("./routes/seller");
const admin = () => import("./routes/admin");

// Only a wrong address or a failure needs these: they stay out of the first load.
const NotFound = lazyPage(() => import("../components/ui/not-found"), "NotFound");
const HomePage = lazyPage(() => import("../features/home/components/home-page"), "HomePage");
const AboutPage = lazyPage(() => import("../features/info/components/about-page"), "AboutPage");
const ContactPage = lazyPage(() => import("../features/info/components/contact-page"), "ContactPage");
const landing = () => import("../features/campaigns/components/landing-page");
const LadiesLandingPage = lazyPage(landing, "LadiesLandingPage");
const MenLandingPage = lazyPage(landing, "MenLandingPage");
const KidsLandingPage = lazyPage(landing, "KidsLandingPage");
const SalesPage = lazyPage(() => import("../features/campaigns/components/sales-page"), "SalesPage");
const DenimRoundupPage = lazyPage(() => import("../features/campaigns/components/denim-roundup-page"), "DenimRoundupPage");
const TransitionalFitsPage = lazyPage(() => import("../features/campaigns/components/transitional-fits-page"), "TransitionalFitsPage");
const ProductListPage = lazyPage(() => import("../features/catalog/components/product-list-page"), "ProductListPage");
const ProductDetailsPage = lazyPage(() => import("./pages/product-details-page"), "ProductDetailsPage");
const SearchPage = lazyPage(() => import("../features/search/components/search-page"), "SearchPage");
const UserSessionGuard = lazyPage(user, "RequireSession");
const UserSignInPage = lazyPage(user, "SignInPage");
const UserSignUpPage = lazyPage(user, "SignUpPage");
const UserAccountPage = lazyPage(user, "AccountPage");
const WishlistPage = lazyPage(user, "WishlistPage");
const CartPage = lazyPage(user, "CartPage");
const OrdersPage = lazyPage(user, "OrdersPage");
const PaymentSuccessPage = lazyPage(user, "PaymentSuccessPage");
const SellerLayout = lazyPage(seller, "SellerLayout");
const SellerSessionGuard = lazyPage(seller, "RequireSession");
const SellerSignInPage = lazyPage(seller, "SignInPage");
const SellerSignUpPage = lazyPage(seller, "SignUpPage");
const SellerAccountPage = lazyPage(seller, "AccountPage");
const SellerDashboardPage = lazyPage(seller, "SellerDashboardPage");
const SellerProductsPage = lazyPage(seller, "SellerProductsPage");
const SellerProductDetailsPage = lazyPage(seller, "SellerProductDetailsPage");
const CreateProductPage = lazyPage(seller, "CreateProductPage");
const UpdateProductPage = lazyPage(seller, "UpdateProductPage");
const SellerOrdersPage = lazyPage(seller, "SellerOrdersPage");
const UpdateOrderStatusPage = lazyPage(seller, "UpdateOrderStatusPage");
const AdminLayout = lazyPage(admin, "AdminLayout");
const AdminSessionGuard = lazyPage(admin, "RequireSession");
const AdminConsoleLayout = lazyPage(admin, "AdminConsoleLayout");
const AdminDashboardPage = lazyPage(admin, "AdminDashboardPage");
const SellersPage = lazyPage(admin, "SellersPage");
const UsersPage = lazyPage(admin, "UsersPage");
const AdminProductsPage = lazyPage(admin, "AdminProductsPage");
const AdminProductDetailsPage = lazyPage(admin, "AdminProductDetailsPage");
const AllOrdersPage = lazyPage(admin, "AllOrdersPage");
const PendingRequestsPage = lazyPage(admin, "PendingRequestsPage");
const AdminAboutPage = lazyPage(admin, "AdminAboutPage");
const AdminContactPage = lazyPage(admin, "AdminContactPage");
const AdminSignInPage = lazyPage(admin, "SignInPage");
const AdminAccountPage = lazyPage(admin, "AccountPage");
const UpdateUserProfilePage = lazyPage(user, "UpdateProfilePage");
const UpdateSellerProfilePage = lazyPage(seller, "UpdateProfilePage");
const UpdateAdminProfilePage = lazyPage(admin, "UpdateProfilePage");

// The data of the pages a first visit most often opens, asked for while the app starts (app/page-data.ts).
const productGrid: PageDataHandle = {
  prefetch: async (client, { category }, search) => (await import("../features/catalog/api/product-grid-query")).prefetchProductGrid(client, category, search),
};
const productDetails: PageDataHandle = {
  prefetch: async (client, { productId = "" }) => (await import("../features/catalog/api/product-details-query")).prefetchProductDetails(client, productId),
};

type PasswordPages = Record<"ForgotPasswordPage" | "ResetPasswordPage", ComponentType<{ role: Role }>>;

/**
 * An area's public password pages, the same for the three roles and carried by each area's
 * bundle: /user/user-forgot-password, /user/user-reset-password/:resetToken, and likewise
 * /seller/seller-… and /admin/admin-….
 */
function passwordRoutes(role: Role, load: () => Promise<PasswordPages>): RouteObject[] {
  const ForgotPasswordPage = lazyPage(load, "ForgotPasswordPage");
  const ResetPasswordPage = lazyPage(load, "ResetPasswordPage");
  return [
    { path: `${role}-forgot-password`, element: <ForgotPasswordPage role={role} /> },
    { path: `${role}-reset-password/:resetToken`, element: <ResetPasswordPage role={role} /> },
  ];
}

function RootFrame() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary pathname={pathname}>
        {/* A workspace's layout arrives with its area's bundle, loaded before the first render (preloadPages); should it still be on its way, a plain header shows meanwhile. */}
        <Suspense fallback={<PlainHeader testId="loading-header" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

const notFound: RouteObject = { path: "*", element: <NotFound /> };
// An area's bare path (/user, /seller, /admin) names no page either.
const bareArea: RouteObject = { index: true, element: <NotFound /> };

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      {
        path: "/",
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "about", element: <AboutPage /> },
          { path: "contact", element: <ContactPage /> },
          { path: "ladies-page", element: <LadiesLandingPage /> },
          { path: "men-page", element: <MenLandingPage /> },
          { path: "kids-page", element: <KidsLandingPage /> },
          { path: "sales-page", element: <SalesPage /> },
          // Case-sensitive: /Transitional-fits is the category's own grid, /transitional-fits the campaign.
          { path: "denim-roundup", caseSensitive: true, element: <DenimRoundupPage /> },
          { path: "transitional-fits", caseSensitive: true, element: <TransitionalFitsPage /> },
          { path: "login", element: <UserSignInPage role="user" /> },
          { path: "signup", element: <UserSignUpPage role="user" /> },
          { path: "product", element: <ProductListPage />, handle: productGrid },
          { path: "product/:category", element: <ProductListPage />, handle: productGrid },
          { path: "productDetails/:productId", element: <ProductDetailsPage />, handle: productDetails },
          { path: "search", element: <SearchPage /> },
          {
            path: "user",
            children: [
              ...passwordRoutes("user", user),
              {
                element: <UserSessionGuard role="user" signInPath="/login" />,
                children: [
                  bareArea,
                  { path: "profile", element: <UserAccountPage role="user" /> },
                  { path: "wishlist", element: <WishlistPage /> },
                  { path: "cart", element: <CartPage /> },
                  { path: "orders", element: <OrdersPage /> },
                  { path: "payment_success", element: <PaymentSuccessPage /> },
                  { path: "update-user-profile", element: <UpdateUserProfilePage role="user" /> },
                  notFound,
                ],
              },
            ],
          },
          // Any other single segment names a category; an unknown one shows the not-found page.
          { path: ":category", element: <ProductListPage />, handle: productGrid },
          notFound,
        ],
      },
      {
        path: "/seller",
        element: <SellerLayout />,
        children: [
          bareArea,
          { path: "login", element: <SellerSignInPage role="seller" /> },
          { path: "signup", element: <SellerSignUpPage role="seller" /> },
          ...passwordRoutes("seller", seller),
          {
            element: <SellerSessionGuard role="seller" signInPath="/seller/login" />,
            children: [
              { path: "profile", element: <SellerAccountPage role="seller" /> },
              { path: "seller-home", element: <SellerDashboardPage /> },
              { path: "seller-product", element: <SellerProductsPage /> },
              { path: "seller-product-details/:productId", element: <SellerProductDetailsPage /> },
              { path: "create-product", element: <CreateProductPage /> },
              { path: "update-product/:id", element: <UpdateProductPage /> },
              { path: "get-orders-seller", element: <SellerOrdersPage /> },
              { path: "update-order-status", element: <UpdateOrderStatusPage /> },
              { path: "update-seller-profile", element: <UpdateSellerProfilePage role="seller" /> },
            ],
          },
          notFound,
        ],
      },
      {
        path: "/admin",
        element: <AdminLayout />,
        children: [
          bareArea,
          { path: "login", element: <AdminSignInPage role="admin" /> },
          { path: "admin-login", element: <AdminSignInPage role="admin" /> },
          ...passwordRoutes("admin", admin),
          {
            element: <AdminSessionGuard role="admin" signInPath="/admin/login" />,
            children: [
              { path: "admin-profile", element: <AdminAccountPage role="admin" /> },
              { path: "update-admin-profile", element: <UpdateAdminProfilePage role="admin" /> },
              { path: "admin-about", element: <AdminAboutPage /> },
              { path: "admin-contact", element: <AdminContactPage /> },
              {
                // The console's pages share its side navigation.
                element: <AdminConsoleLayout />,
                children: [
                  { path: "admin-dashboard", element: <AdminDashboardPage /> },
                  { path: "get-sellers", element: <SellersPage /> },
                  { path: "get-all-users", element: <UsersPage /> },
                  { path: "admin-products", element: <AdminProductsPage /> },
                  { path: "admin-product-details/:productId", element: <AdminProductDetailsPage /> },
                  { path: "get-all-orders", element: <AllOrdersPage /> },
                  { path: "pending-requests", element: <PendingRequestsPage /> },
                ],
              },
            ],
          },
          notFound,
        ],
      },
    ],
  },
];

/**
 * The store's pages, in react-router's declarative mode (under App's `<BrowserRouter>`): the
 * pages fetch their own data, so the data router's loaders and actions would only add weight
 * to every first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
