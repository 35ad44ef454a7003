/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment OrderItems_item on OrderItem {\n    id\n    productId\n    title\n    image\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n": typeof types.OrderItems_ItemFragmentDoc,
    "\n  fragment ShippingAddress_address on ShippingAddress {\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n  }\n": typeof types.ShippingAddress_AddressFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    soldOut\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ResponsiveImage_image on Image {\n    id\n    url\n    srcSet\n    width\n    height\n  }\n": typeof types.ResponsiveImage_ImageFragmentDoc,
    "\n  fragment AddressBook_address on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n    isDefault\n  }\n": typeof types.AddressBook_AddressFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...AddressBook_address\n    }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation SaveAddress($input: AddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      ...AddressBook_address\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ...AddressBook_address\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  query UserProfile {\n    account: currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query SellerProfile {\n    account: currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n": typeof types.SellerProfileDocument,
    "\n  query AdminProfile {\n    account: currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n": typeof types.AdminProfileDocument,
    "\n  mutation DeleteMyAccount {\n    deleteMyAccount\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation SignInUser($input: SignInInput!) {\n    account: signInUser(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SignInUserDocument,
    "\n  mutation SignInSeller($input: SignInInput!) {\n    account: signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SignInSellerDocument,
    "\n  mutation SignInAdmin($input: SignInInput!) {\n    account: signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SignInAdminDocument,
    "\n  mutation SignOutUser {\n    signOutUser\n  }\n": typeof types.SignOutUserDocument,
    "\n  mutation SignOutSeller {\n    signOutSeller\n  }\n": typeof types.SignOutSellerDocument,
    "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n": typeof types.SignOutAdminDocument,
    "\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n": typeof types.SignUpUserDocument,
    "\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n": typeof types.SignUpSellerDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      totalSales\n      totalOrders\n      totalSellers\n      totalUsers\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    adminProducts(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        onSale\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      description\n      category\n      careguide\n      materials\n      onSale\n      ...ProductCard_product\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  query AllOrders($status: OrderStatus, $search: String, $offset: Int!, $limit: Int!) {\n    allOrders(status: $status, search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...AdminOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AllOrdersDocument,
    "\n  query PendingRequests($offset: Int!, $limit: Int!) {\n    pendingRequests(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...RequestCard_request\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.PendingRequestsDocument,
    "\n  query AdminSellers($search: String, $offset: Int!, $limit: Int!) {\n    sellers(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...SellerCard_seller\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AdminSellersDocument,
    "\n  mutation DecideRequest($id: ID!, $approve: Boolean!) {\n    decideRequest(id: $id, approve: $approve) {\n      id\n      state\n      orderId\n    }\n  }\n": typeof types.DecideRequestDocument,
    "\n  mutation DeleteSeller($id: ID!) {\n    deleteSeller(id: $id)\n  }\n": typeof types.DeleteSellerDocument,
    "\n  subscription PendingRequestsChanged {\n    pendingRequestsChanged {\n      count\n      newest {\n        id\n      }\n    }\n  }\n": typeof types.PendingRequestsChangedDocument,
    "\n  mutation SetProductOnSale($id: ID!, $onSale: Boolean!) {\n    setProductOnSale(id: $id, onSale: $onSale) {\n      id\n      onSale\n    }\n  }\n": typeof types.SetProductOnSaleDocument,
    "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query AdminUsers($search: String, $offset: Int!, $limit: Int!) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...UserCard_user\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  fragment AdminOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      title\n      image\n      productId\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n": typeof types.AdminOrderCard_OrderFragmentDoc,
    "\n  fragment RequestCard_request on PermissionRequest {\n    id\n    orderId\n    orderNumber\n    status\n    createdAt\n  }\n": typeof types.RequestCard_RequestFragmentDoc,
    "\n  fragment SellerCard_seller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n    role\n  }\n": typeof types.SellerCard_SellerFragmentDoc,
    "\n  fragment UserCard_user on User {\n    id\n    name\n    email\n    mobile\n    isActive\n  }\n": typeof types.UserCard_UserFragmentDoc,
    "\n  query CampaignProducts($category: String!, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n": typeof types.CampaignProductsDocument,
    "\n  fragment ShoppingBag_cart on Cart {\n    id\n    itemCount\n    subtotal\n    delivery\n    total\n    lines {\n      id\n      count\n      product {\n        id\n      }\n      ...BagLine_line\n    }\n  }\n": typeof types.ShoppingBag_CartFragmentDoc,
    "\n  query ShoppingBag {\n    cart {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": typeof types.ShoppingBagDocument,
    "\n  mutation AddToCart($productId: ID!, $size: String) {\n    addToCart(productId: $productId, size: $size) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": typeof types.RemoveCartLineDocument,
    "\n  mutation SetCartLineCount($lineId: ID!, $count: Int!) {\n    setCartLineCount(lineId: $lineId, count: $count) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": typeof types.SetCartLineCountDocument,
    "\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  fragment BagLine_line on CartLine {\n    id\n    size\n    count\n    unitPrice\n    lineTotal\n    product {\n      id\n      title\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      image {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": typeof types.BagLine_LineFragmentDoc,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      sizeStock {\n        size\n        stock\n        soldOut\n      }\n      category\n      description\n      materials\n      careguide\n      inWishlist\n      image {\n        url\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  subscription ProductStockChanged($id: ID!) {\n    productStockChanged(productId: $id) {\n      id\n      stock\n      sizes\n    }\n  }\n": typeof types.ProductStockChangedDocument,
    "\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    products(category: $category, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      hasMore\n      ...ProductTiles_page\n    }\n  }\n": typeof types.ProductGridDocument,
    "\n  query ShopCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n": typeof types.ShopCategoriesDocument,
    "\n  mutation CompleteCheckout($sessionId: String!) {\n    completeCheckout(sessionId: $sessionId) {\n      status\n      orders {\n        id\n        total\n        items {\n          id\n          productId\n        }\n      }\n    }\n  }\n": typeof types.CompleteCheckoutDocument,
    "\n  query StoreFigures {\n    products(offset: 0, limit: 1) {\n      total\n    }\n    categories {\n      name\n    }\n  }\n": typeof types.StoreFiguresDocument,
    "\n  query MyOrders($offset: Int!, $limit: Int!) {\n    myOrders(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  subscription MyOrderUpdated {\n    myOrderUpdated {\n      id\n      ...OrderCard_order\n    }\n  }\n": typeof types.MyOrderUpdatedDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        productId\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    refundStatus\n    total\n    createdAt\n    items {\n      id\n      ...OrderItems_item\n    }\n    history {\n      id\n      from\n      to\n      actorRole\n      createdAt\n    }\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  mutation RequestPasswordReset($role: AccountRole!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($role: AccountRole!, $token: String!, $newPassword: String!) {\n    resetPassword(role: $role, token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment EditableUser on User {\n    id\n    name\n    email\n    mobile\n  }\n": typeof types.EditableUserFragmentDoc,
    "\n  fragment EditableSeller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n  }\n": typeof types.EditableSellerFragmentDoc,
    "\n  fragment EditableAdmin on Admin {\n    id\n    name\n    email\n    mobile\n    qualification\n  }\n": typeof types.EditableAdminFragmentDoc,
    "\n  query EditableUserProfile {\n    account: currentUser {\n      ...EditableUser\n    }\n  }\n": typeof types.EditableUserProfileDocument,
    "\n  mutation UpdateUserProfile($input: UserProfileInput!) {\n    account: updateUserProfile(input: $input) {\n      ...EditableUser\n    }\n  }\n": typeof types.UpdateUserProfileDocument,
    "\n  query EditableSellerProfile {\n    account: currentSeller {\n      ...EditableSeller\n    }\n  }\n": typeof types.EditableSellerProfileDocument,
    "\n  mutation UpdateSellerProfile($input: SellerProfileInput!) {\n    account: updateSellerProfile(input: $input) {\n      ...EditableSeller\n    }\n  }\n": typeof types.UpdateSellerProfileDocument,
    "\n  query EditableAdminProfile {\n    account: currentAdmin {\n      ...EditableAdmin\n    }\n  }\n": typeof types.EditableAdminProfileDocument,
    "\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    account: updateAdminProfile(input: $input) {\n      ...EditableAdmin\n    }\n  }\n": typeof types.UpdateAdminProfileDocument,
    "\n  query ProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        userId\n        ...ReviewItem_review\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  mutation AddReview($productId: ID!, $input: ReviewInput!) {\n    addReview(productId: $productId, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteReviewDocument,
    "\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n": typeof types.UpdateReviewDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    userId\n    rating\n    comment\n    authorName\n    createdAt\n    updatedAt\n  }\n": typeof types.ReviewItem_ReviewFragmentDoc,
    "\n  query SearchProducts($query: String!, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    searchProducts(query: $query, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      items {\n        id\n        title\n        inWishlist\n        ...ProductCard_product\n      }\n      total\n      hasMore\n      correctedQuery\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query SearchSizes {\n    categories {\n      name\n      sizes\n    }\n  }\n": typeof types.SearchSizesDocument,
    "\n  query ProductCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  query SellerProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        rating\n        comment\n        authorName\n      }\n      total\n    }\n  }\n": typeof types.SellerProductReviewsDocument,
    "\n  query SellerDashboard {\n    sellerDashboard {\n      totalSales\n      totalOrders\n      processingOrders\n      products\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n": typeof types.SellerDashboardDocument,
    "\n  query SellerOrders($status: OrderStatus, $offset: Int!, $limit: Int!) {\n    sellerOrders(status: $status, offset: $offset, limit: $limit) {\n      items {\n        id\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.SellerOrdersDocument,
    "\n  fragment SellerProductFields_product on Product {\n    id\n    title\n    price\n    stock\n    description\n    category\n    careguide\n    materials\n    sizes\n    sizeStock {\n      size\n      stock\n    }\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.SellerProductFields_ProductFragmentDoc,
    "\n  query SellerProduct($id: ID!) {\n    sellerProduct(id: $id) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n": typeof types.SellerProductDocument,
    "\n  query SellerProducts($offset: Int!, $limit: Int!) {\n    sellerProducts(offset: $offset, limit: $limit) {\n      items {\n        id\n        stock\n        sizeStock {\n          size\n          stock\n        }\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.SellerProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation RequestStatusChange($orderId: ID!, $status: OrderStatus) {\n    requestStatusChange(orderId: $orderId, status: $status) {\n      id\n      orderId\n      status\n      state\n      createdAt\n    }\n  }\n": typeof types.RequestStatusChangeDocument,
    "\n  subscription SellerOrderEvents {\n    sellerOrderEvents {\n      kind\n      order {\n        id\n        number\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n    }\n  }\n": typeof types.SellerOrderEventsDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n      canUpdate\n      allowedStatuses\n      ...SellerOrderCard_order\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment SellerOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      ...OrderItems_item\n    }\n  }\n": typeof types.SellerOrderCard_OrderFragmentDoc,
    "\n  query HeaderBag {\n    cart {\n      id\n      itemCount\n    }\n  }\n": typeof types.HeaderBagDocument,
    "\n  query Favourites($offset: Int!, $limit: Int!) {\n    wishlist(offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n": typeof types.FavouritesDocument,
    "\n  fragment ProductTiles_page on ProductPage {\n    items {\n      id\n      title\n      inWishlist\n      ...ProductCard_product\n    }\n    total\n    hasMore\n  }\n": typeof types.ProductTiles_PageFragmentDoc,
    "\n  query UserSession {\n    currentUser {\n      id\n      name\n    }\n  }\n": typeof types.UserSessionDocument,
    "\n  query SellerSession {\n    currentSeller {\n      id\n      name\n    }\n  }\n": typeof types.SellerSessionDocument,
    "\n  query AdminSession {\n    currentAdmin {\n      id\n      name\n    }\n  }\n": typeof types.AdminSessionDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
};
const documents: Documents = {
    "\n  fragment OrderItems_item on OrderItem {\n    id\n    productId\n    title\n    image\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n": types.OrderItems_ItemFragmentDoc,
    "\n  fragment ShippingAddress_address on ShippingAddress {\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n  }\n": types.ShippingAddress_AddressFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    soldOut\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ResponsiveImage_image on Image {\n    id\n    url\n    srcSet\n    width\n    height\n  }\n": types.ResponsiveImage_ImageFragmentDoc,
    "\n  fragment AddressBook_address on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n    isDefault\n  }\n": types.AddressBook_AddressFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...AddressBook_address\n    }\n  }\n": types.MyAddressesDocument,
    "\n  mutation SaveAddress($input: AddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      ...AddressBook_address\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ...AddressBook_address\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  query UserProfile {\n    account: currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n": types.UserProfileDocument,
    "\n  query SellerProfile {\n    account: currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n": types.SellerProfileDocument,
    "\n  query AdminProfile {\n    account: currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n": types.AdminProfileDocument,
    "\n  mutation DeleteMyAccount {\n    deleteMyAccount\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation SignInUser($input: SignInInput!) {\n    account: signInUser(input: $input) {\n      id\n      name\n    }\n  }\n": types.SignInUserDocument,
    "\n  mutation SignInSeller($input: SignInInput!) {\n    account: signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n": types.SignInSellerDocument,
    "\n  mutation SignInAdmin($input: SignInInput!) {\n    account: signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n": types.SignInAdminDocument,
    "\n  mutation SignOutUser {\n    signOutUser\n  }\n": types.SignOutUserDocument,
    "\n  mutation SignOutSeller {\n    signOutSeller\n  }\n": types.SignOutSellerDocument,
    "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n": types.SignOutAdminDocument,
    "\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n": types.SignUpUserDocument,
    "\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n": types.SignUpSellerDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      totalSales\n      totalOrders\n      totalSellers\n      totalUsers\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    adminProducts(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        onSale\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      description\n      category\n      careguide\n      materials\n      onSale\n      ...ProductCard_product\n    }\n  }\n": types.AdminProductDocument,
    "\n  query AllOrders($status: OrderStatus, $search: String, $offset: Int!, $limit: Int!) {\n    allOrders(status: $status, search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...AdminOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n": types.AllOrdersDocument,
    "\n  query PendingRequests($offset: Int!, $limit: Int!) {\n    pendingRequests(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...RequestCard_request\n      }\n      total\n      hasMore\n    }\n  }\n": types.PendingRequestsDocument,
    "\n  query AdminSellers($search: String, $offset: Int!, $limit: Int!) {\n    sellers(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...SellerCard_seller\n      }\n      total\n      hasMore\n    }\n  }\n": types.AdminSellersDocument,
    "\n  mutation DecideRequest($id: ID!, $approve: Boolean!) {\n    decideRequest(id: $id, approve: $approve) {\n      id\n      state\n      orderId\n    }\n  }\n": types.DecideRequestDocument,
    "\n  mutation DeleteSeller($id: ID!) {\n    deleteSeller(id: $id)\n  }\n": types.DeleteSellerDocument,
    "\n  subscription PendingRequestsChanged {\n    pendingRequestsChanged {\n      count\n      newest {\n        id\n      }\n    }\n  }\n": types.PendingRequestsChangedDocument,
    "\n  mutation SetProductOnSale($id: ID!, $onSale: Boolean!) {\n    setProductOnSale(id: $id, onSale: $onSale) {\n      id\n      onSale\n    }\n  }\n": types.SetProductOnSaleDocument,
    "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query AdminUsers($search: String, $offset: Int!, $limit: Int!) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...UserCard_user\n      }\n      total\n      hasMore\n    }\n  }\n": types.AdminUsersDocument,
    "\n  fragment AdminOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      title\n      image\n      productId\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n": types.AdminOrderCard_OrderFragmentDoc,
    "\n  fragment RequestCard_request on PermissionRequest {\n    id\n    orderId\n    orderNumber\n    status\n    createdAt\n  }\n": types.RequestCard_RequestFragmentDoc,
    "\n  fragment SellerCard_seller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n    role\n  }\n": types.SellerCard_SellerFragmentDoc,
    "\n  fragment UserCard_user on User {\n    id\n    name\n    email\n    mobile\n    isActive\n  }\n": types.UserCard_UserFragmentDoc,
    "\n  query CampaignProducts($category: String!, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n": types.CampaignProductsDocument,
    "\n  fragment ShoppingBag_cart on Cart {\n    id\n    itemCount\n    subtotal\n    delivery\n    total\n    lines {\n      id\n      count\n      product {\n        id\n      }\n      ...BagLine_line\n    }\n  }\n": types.ShoppingBag_CartFragmentDoc,
    "\n  query ShoppingBag {\n    cart {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": types.ShoppingBagDocument,
    "\n  mutation AddToCart($productId: ID!, $size: String) {\n    addToCart(productId: $productId, size: $size) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": types.RemoveCartLineDocument,
    "\n  mutation SetCartLineCount($lineId: ID!, $count: Int!) {\n    setCartLineCount(lineId: $lineId, count: $count) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n": types.SetCartLineCountDocument,
    "\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  fragment BagLine_line on CartLine {\n    id\n    size\n    count\n    unitPrice\n    lineTotal\n    product {\n      id\n      title\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      image {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": types.BagLine_LineFragmentDoc,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      sizeStock {\n        size\n        stock\n        soldOut\n      }\n      category\n      description\n      materials\n      careguide\n      inWishlist\n      image {\n        url\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  subscription ProductStockChanged($id: ID!) {\n    productStockChanged(productId: $id) {\n      id\n      stock\n      sizes\n    }\n  }\n": types.ProductStockChangedDocument,
    "\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    products(category: $category, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      hasMore\n      ...ProductTiles_page\n    }\n  }\n": types.ProductGridDocument,
    "\n  query ShopCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n": types.ShopCategoriesDocument,
    "\n  mutation CompleteCheckout($sessionId: String!) {\n    completeCheckout(sessionId: $sessionId) {\n      status\n      orders {\n        id\n        total\n        items {\n          id\n          productId\n        }\n      }\n    }\n  }\n": types.CompleteCheckoutDocument,
    "\n  query StoreFigures {\n    products(offset: 0, limit: 1) {\n      total\n    }\n    categories {\n      name\n    }\n  }\n": types.StoreFiguresDocument,
    "\n  query MyOrders($offset: Int!, $limit: Int!) {\n    myOrders(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n": types.MyOrdersDocument,
    "\n  subscription MyOrderUpdated {\n    myOrderUpdated {\n      id\n      ...OrderCard_order\n    }\n  }\n": types.MyOrderUpdatedDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        productId\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    refundStatus\n    total\n    createdAt\n    items {\n      id\n      ...OrderItems_item\n    }\n    history {\n      id\n      from\n      to\n      actorRole\n      createdAt\n    }\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  mutation RequestPasswordReset($role: AccountRole!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($role: AccountRole!, $token: String!, $newPassword: String!) {\n    resetPassword(role: $role, token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment EditableUser on User {\n    id\n    name\n    email\n    mobile\n  }\n": types.EditableUserFragmentDoc,
    "\n  fragment EditableSeller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n  }\n": types.EditableSellerFragmentDoc,
    "\n  fragment EditableAdmin on Admin {\n    id\n    name\n    email\n    mobile\n    qualification\n  }\n": types.EditableAdminFragmentDoc,
    "\n  query EditableUserProfile {\n    account: currentUser {\n      ...EditableUser\n    }\n  }\n": types.EditableUserProfileDocument,
    "\n  mutation UpdateUserProfile($input: UserProfileInput!) {\n    account: updateUserProfile(input: $input) {\n      ...EditableUser\n    }\n  }\n": types.UpdateUserProfileDocument,
    "\n  query EditableSellerProfile {\n    account: currentSeller {\n      ...EditableSeller\n    }\n  }\n": types.EditableSellerProfileDocument,
    "\n  mutation UpdateSellerProfile($input: SellerProfileInput!) {\n    account: updateSellerProfile(input: $input) {\n      ...EditableSeller\n    }\n  }\n": types.UpdateSellerProfileDocument,
    "\n  query EditableAdminProfile {\n    account: currentAdmin {\n      ...EditableAdmin\n    }\n  }\n": types.EditableAdminProfileDocument,
    "\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    account: updateAdminProfile(input: $input) {\n      ...EditableAdmin\n    }\n  }\n": types.UpdateAdminProfileDocument,
    "\n  query ProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        userId\n        ...ReviewItem_review\n      }\n      total\n      hasMore\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  mutation AddReview($productId: ID!, $input: ReviewInput!) {\n    addReview(productId: $productId, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n": types.AddReviewDocument,
    "\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n": types.DeleteReviewDocument,
    "\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n": types.UpdateReviewDocument,
    "\n  fragment ReviewItem_review on Review {\n    id\n    userId\n    rating\n    comment\n    authorName\n    createdAt\n    updatedAt\n  }\n": types.ReviewItem_ReviewFragmentDoc,
    "\n  query SearchProducts($query: String!, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    searchProducts(query: $query, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      items {\n        id\n        title\n        inWishlist\n        ...ProductCard_product\n      }\n      total\n      hasMore\n      correctedQuery\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query SearchSizes {\n    categories {\n      name\n      sizes\n    }\n  }\n": types.SearchSizesDocument,
    "\n  query ProductCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  query SellerProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        rating\n        comment\n        authorName\n      }\n      total\n    }\n  }\n": types.SellerProductReviewsDocument,
    "\n  query SellerDashboard {\n    sellerDashboard {\n      totalSales\n      totalOrders\n      processingOrders\n      products\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n": types.SellerDashboardDocument,
    "\n  query SellerOrders($status: OrderStatus, $offset: Int!, $limit: Int!) {\n    sellerOrders(status: $status, offset: $offset, limit: $limit) {\n      items {\n        id\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n": types.SellerOrdersDocument,
    "\n  fragment SellerProductFields_product on Product {\n    id\n    title\n    price\n    stock\n    description\n    category\n    careguide\n    materials\n    sizes\n    sizeStock {\n      size\n      stock\n    }\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n": types.SellerProductFields_ProductFragmentDoc,
    "\n  query SellerProduct($id: ID!) {\n    sellerProduct(id: $id) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n": types.SellerProductDocument,
    "\n  query SellerProducts($offset: Int!, $limit: Int!) {\n    sellerProducts(offset: $offset, limit: $limit) {\n      items {\n        id\n        stock\n        sizeStock {\n          size\n          stock\n        }\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.SellerProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  mutation RequestStatusChange($orderId: ID!, $status: OrderStatus) {\n    requestStatusChange(orderId: $orderId, status: $status) {\n      id\n      orderId\n      status\n      state\n      createdAt\n    }\n  }\n": types.RequestStatusChangeDocument,
    "\n  subscription SellerOrderEvents {\n    sellerOrderEvents {\n      kind\n      order {\n        id\n        number\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n    }\n  }\n": types.SellerOrderEventsDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n      canUpdate\n      allowedStatuses\n      ...SellerOrderCard_order\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment SellerOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      ...OrderItems_item\n    }\n  }\n": types.SellerOrderCard_OrderFragmentDoc,
    "\n  query HeaderBag {\n    cart {\n      id\n      itemCount\n    }\n  }\n": types.HeaderBagDocument,
    "\n  query Favourites($offset: Int!, $limit: Int!) {\n    wishlist(offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n": types.FavouritesDocument,
    "\n  fragment ProductTiles_page on ProductPage {\n    items {\n      id\n      title\n      inWishlist\n      ...ProductCard_product\n    }\n    total\n    hasMore\n  }\n": types.ProductTiles_PageFragmentDoc,
    "\n  query UserSession {\n    currentUser {\n      id\n      name\n    }\n  }\n": types.UserSessionDocument,
    "\n  query SellerSession {\n    currentSeller {\n      id\n      name\n    }\n  }\n": types.SellerSessionDocument,
    "\n  query AdminSession {\n    currentAdmin {\n      id\n      name\n    }\n  }\n": types.AdminSessionDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n": types.RemoveFromWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderItems_item on OrderItem {\n    id\n    productId\n    title\n    image\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n"): (typeof documents)["\n  fragment OrderItems_item on OrderItem {\n    id\n    productId\n    title\n    image\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingAddress_address on ShippingAddress {\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n  }\n"): (typeof documents)["\n  fragment ShippingAddress_address on ShippingAddress {\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    soldOut\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    soldOut\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImage_image on Image {\n    id\n    url\n    srcSet\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment ResponsiveImage_image on Image {\n    id\n    url\n    srcSet\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressBook_address on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressBook_address on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    pinCode\n    country\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses {\n      ...AddressBook_address\n    }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    myAddresses {\n      ...AddressBook_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($input: AddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      ...AddressBook_address\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAddress($input: AddressInput!, $id: ID) {\n    saveAddress(input: $input, id: $id) {\n      ...AddressBook_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ...AddressBook_address\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ...AddressBook_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile {\n    account: currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n"): (typeof documents)["\n  query UserProfile {\n    account: currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProfile {\n    account: currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n"): (typeof documents)["\n  query SellerProfile {\n    account: currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProfile {\n    account: currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n"): (typeof documents)["\n  query AdminProfile {\n    account: currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount {\n    deleteMyAccount\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount {\n    deleteMyAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInUser($input: SignInInput!) {\n    account: signInUser(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SignInUser($input: SignInInput!) {\n    account: signInUser(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInSeller($input: SignInInput!) {\n    account: signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SignInSeller($input: SignInInput!) {\n    account: signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInAdmin($input: SignInInput!) {\n    account: signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SignInAdmin($input: SignInInput!) {\n    account: signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutUser {\n    signOutUser\n  }\n"): (typeof documents)["\n  mutation SignOutUser {\n    signOutUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSeller {\n    signOutSeller\n  }\n"): (typeof documents)["\n  mutation SignOutSeller {\n    signOutSeller\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n"): (typeof documents)["\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      totalSales\n      totalOrders\n      totalSellers\n      totalUsers\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      totalSales\n      totalOrders\n      totalSellers\n      totalUsers\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    adminProducts(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        onSale\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {\n    adminProducts(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        onSale\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      description\n      category\n      careguide\n      materials\n      onSale\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      description\n      category\n      careguide\n      materials\n      onSale\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllOrders($status: OrderStatus, $search: String, $offset: Int!, $limit: Int!) {\n    allOrders(status: $status, search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...AdminOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AllOrders($status: OrderStatus, $search: String, $offset: Int!, $limit: Int!) {\n    allOrders(status: $status, search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...AdminOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingRequests($offset: Int!, $limit: Int!) {\n    pendingRequests(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...RequestCard_request\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PendingRequests($offset: Int!, $limit: Int!) {\n    pendingRequests(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...RequestCard_request\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSellers($search: String, $offset: Int!, $limit: Int!) {\n    sellers(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...SellerCard_seller\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AdminSellers($search: String, $offset: Int!, $limit: Int!) {\n    sellers(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...SellerCard_seller\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideRequest($id: ID!, $approve: Boolean!) {\n    decideRequest(id: $id, approve: $approve) {\n      id\n      state\n      orderId\n    }\n  }\n"): (typeof documents)["\n  mutation DecideRequest($id: ID!, $approve: Boolean!) {\n    decideRequest(id: $id, approve: $approve) {\n      id\n      state\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSeller($id: ID!) {\n    deleteSeller(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSeller($id: ID!) {\n    deleteSeller(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PendingRequestsChanged {\n    pendingRequestsChanged {\n      count\n      newest {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PendingRequestsChanged {\n    pendingRequestsChanged {\n      count\n      newest {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductOnSale($id: ID!, $onSale: Boolean!) {\n    setProductOnSale(id: $id, onSale: $onSale) {\n      id\n      onSale\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductOnSale($id: ID!, $onSale: Boolean!) {\n    setProductOnSale(id: $id, onSale: $onSale) {\n      id\n      onSale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $offset: Int!, $limit: Int!) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...UserCard_user\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $offset: Int!, $limit: Int!) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...UserCard_user\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      title\n      image\n      productId\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n"): (typeof documents)["\n  fragment AdminOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      title\n      image\n      productId\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_request on PermissionRequest {\n    id\n    orderId\n    orderNumber\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RequestCard_request on PermissionRequest {\n    id\n    orderId\n    orderNumber\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerCard_seller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n    role\n  }\n"): (typeof documents)["\n  fragment SellerCard_seller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserCard_user on User {\n    id\n    name\n    email\n    mobile\n    isActive\n  }\n"): (typeof documents)["\n  fragment UserCard_user on User {\n    id\n    name\n    email\n    mobile\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignProducts($category: String!, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n"): (typeof documents)["\n  query CampaignProducts($category: String!, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoppingBag_cart on Cart {\n    id\n    itemCount\n    subtotal\n    delivery\n    total\n    lines {\n      id\n      count\n      product {\n        id\n      }\n      ...BagLine_line\n    }\n  }\n"): (typeof documents)["\n  fragment ShoppingBag_cart on Cart {\n    id\n    itemCount\n    subtotal\n    delivery\n    total\n    lines {\n      id\n      count\n      product {\n        id\n      }\n      ...BagLine_line\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoppingBag {\n    cart {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"): (typeof documents)["\n  query ShoppingBag {\n    cart {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $size: String) {\n    addToCart(productId: $productId, size: $size) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $size: String) {\n    addToCart(productId: $productId, size: $size) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCartLineCount($lineId: ID!, $count: Int!) {\n    setCartLineCount(lineId: $lineId, count: $count) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"): (typeof documents)["\n  mutation SetCartLineCount($lineId: ID!, $count: Int!) {\n    setCartLineCount(lineId: $lineId, count: $count) {\n      id\n      ...ShoppingBag_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BagLine_line on CartLine {\n    id\n    size\n    count\n    unitPrice\n    lineTotal\n    product {\n      id\n      title\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      image {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BagLine_line on CartLine {\n    id\n    size\n    count\n    unitPrice\n    lineTotal\n    product {\n      id\n      title\n      stock\n      sizeStock {\n        size\n        stock\n      }\n      image {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      sizeStock {\n        size\n        stock\n        soldOut\n      }\n      category\n      description\n      materials\n      careguide\n      inWishlist\n      image {\n        url\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      sizeStock {\n        size\n        stock\n        soldOut\n      }\n      category\n      description\n      materials\n      careguide\n      inWishlist\n      image {\n        url\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProductStockChanged($id: ID!) {\n    productStockChanged(productId: $id) {\n      id\n      stock\n      sizes\n    }\n  }\n"): (typeof documents)["\n  subscription ProductStockChanged($id: ID!) {\n    productStockChanged(productId: $id) {\n      id\n      stock\n      sizes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    products(category: $category, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      hasMore\n      ...ProductTiles_page\n    }\n  }\n"): (typeof documents)["\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    products(category: $category, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      hasMore\n      ...ProductTiles_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n"): (typeof documents)["\n  query ShopCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteCheckout($sessionId: String!) {\n    completeCheckout(sessionId: $sessionId) {\n      status\n      orders {\n        id\n        total\n        items {\n          id\n          productId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteCheckout($sessionId: String!) {\n    completeCheckout(sessionId: $sessionId) {\n      status\n      orders {\n        id\n        total\n        items {\n          id\n          productId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFigures {\n    products(offset: 0, limit: 1) {\n      total\n    }\n    categories {\n      name\n    }\n  }\n"): (typeof documents)["\n  query StoreFigures {\n    products(offset: 0, limit: 1) {\n      total\n    }\n    categories {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($offset: Int!, $limit: Int!) {\n    myOrders(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($offset: Int!, $limit: Int!) {\n    myOrders(offset: $offset, limit: $limit) {\n      items {\n        id\n        ...OrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyOrderUpdated {\n    myOrderUpdated {\n      id\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  subscription MyOrderUpdated {\n    myOrderUpdated {\n      id\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        productId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        productId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    refundStatus\n    total\n    createdAt\n    items {\n      id\n      ...OrderItems_item\n    }\n    history {\n      id\n      from\n      to\n      actorRole\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    refundStatus\n    total\n    createdAt\n    items {\n      id\n      ...OrderItems_item\n    }\n    history {\n      id\n      from\n      to\n      actorRole\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($role: AccountRole!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($role: AccountRole!, $email: String!) {\n    requestPasswordReset(role: $role, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($role: AccountRole!, $token: String!, $newPassword: String!) {\n    resetPassword(role: $role, token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($role: AccountRole!, $token: String!, $newPassword: String!) {\n    resetPassword(role: $role, token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableUser on User {\n    id\n    name\n    email\n    mobile\n  }\n"): (typeof documents)["\n  fragment EditableUser on User {\n    id\n    name\n    email\n    mobile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableSeller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n  }\n"): (typeof documents)["\n  fragment EditableSeller on Seller {\n    id\n    name\n    email\n    mobile\n    storeName\n    address\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableAdmin on Admin {\n    id\n    name\n    email\n    mobile\n    qualification\n  }\n"): (typeof documents)["\n  fragment EditableAdmin on Admin {\n    id\n    name\n    email\n    mobile\n    qualification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableUserProfile {\n    account: currentUser {\n      ...EditableUser\n    }\n  }\n"): (typeof documents)["\n  query EditableUserProfile {\n    account: currentUser {\n      ...EditableUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserProfile($input: UserProfileInput!) {\n    account: updateUserProfile(input: $input) {\n      ...EditableUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserProfile($input: UserProfileInput!) {\n    account: updateUserProfile(input: $input) {\n      ...EditableUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableSellerProfile {\n    account: currentSeller {\n      ...EditableSeller\n    }\n  }\n"): (typeof documents)["\n  query EditableSellerProfile {\n    account: currentSeller {\n      ...EditableSeller\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSellerProfile($input: SellerProfileInput!) {\n    account: updateSellerProfile(input: $input) {\n      ...EditableSeller\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSellerProfile($input: SellerProfileInput!) {\n    account: updateSellerProfile(input: $input) {\n      ...EditableSeller\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableAdminProfile {\n    account: currentAdmin {\n      ...EditableAdmin\n    }\n  }\n"): (typeof documents)["\n  query EditableAdminProfile {\n    account: currentAdmin {\n      ...EditableAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    account: updateAdminProfile(input: $input) {\n      ...EditableAdmin\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    account: updateAdminProfile(input: $input) {\n      ...EditableAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        userId\n        ...ReviewItem_review\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        userId\n        ...ReviewItem_review\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($productId: ID!, $input: ReviewInput!) {\n    addReview(productId: $productId, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($productId: ID!, $input: ReviewInput!) {\n    addReview(productId: $productId, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReview($id: ID!) {\n    deleteReview(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReview($id: ID!, $input: ReviewInput!) {\n    updateReview(id: $id, input: $input) {\n      id\n      userId\n      ...ReviewItem_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem_review on Review {\n    id\n    userId\n    rating\n    comment\n    authorName\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ReviewItem_review on Review {\n    id\n    userId\n    rating\n    comment\n    authorName\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($query: String!, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    searchProducts(query: $query, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      items {\n        id\n        title\n        inWishlist\n        ...ProductCard_product\n      }\n      total\n      hasMore\n      correctedQuery\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($query: String!, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {\n    searchProducts(query: $query, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {\n      items {\n        id\n        title\n        inWishlist\n        ...ProductCard_product\n      }\n      total\n      hasMore\n      correctedQuery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSizes {\n    categories {\n      name\n      sizes\n    }\n  }\n"): (typeof documents)["\n  query SearchSizes {\n    categories {\n      name\n      sizes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n"): (typeof documents)["\n  query ProductCategories {\n    categories {\n      name\n      sizes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        rating\n        comment\n        authorName\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query SellerProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {\n    reviews(productId: $productId, offset: $offset, limit: $limit) {\n      items {\n        id\n        rating\n        comment\n        authorName\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerDashboard {\n    sellerDashboard {\n      totalSales\n      totalOrders\n      processingOrders\n      products\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n"): (typeof documents)["\n  query SellerDashboard {\n    sellerDashboard {\n      totalSales\n      totalOrders\n      processingOrders\n      products\n      salesByDate {\n        date\n        total\n        orders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerOrders($status: OrderStatus, $offset: Int!, $limit: Int!) {\n    sellerOrders(status: $status, offset: $offset, limit: $limit) {\n      items {\n        id\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SellerOrders($status: OrderStatus, $offset: Int!, $limit: Int!) {\n    sellerOrders(status: $status, offset: $offset, limit: $limit) {\n      items {\n        id\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerProductFields_product on Product {\n    id\n    title\n    price\n    stock\n    description\n    category\n    careguide\n    materials\n    sizes\n    sizeStock {\n      size\n      stock\n    }\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment SellerProductFields_product on Product {\n    id\n    title\n    price\n    stock\n    description\n    category\n    careguide\n    materials\n    sizes\n    sizeStock {\n      size\n      stock\n    }\n    image {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProduct($id: ID!) {\n    sellerProduct(id: $id) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n"): (typeof documents)["\n  query SellerProduct($id: ID!) {\n    sellerProduct(id: $id) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProducts($offset: Int!, $limit: Int!) {\n    sellerProducts(offset: $offset, limit: $limit) {\n      items {\n        id\n        stock\n        sizeStock {\n          size\n          stock\n        }\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SellerProducts($offset: Int!, $limit: Int!) {\n    sellerProducts(offset: $offset, limit: $limit) {\n      items {\n        id\n        stock\n        sizeStock {\n          size\n          stock\n        }\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestStatusChange($orderId: ID!, $status: OrderStatus) {\n    requestStatusChange(orderId: $orderId, status: $status) {\n      id\n      orderId\n      status\n      state\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestStatusChange($orderId: ID!, $status: OrderStatus) {\n    requestStatusChange(orderId: $orderId, status: $status) {\n      id\n      orderId\n      status\n      state\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SellerOrderEvents {\n    sellerOrderEvents {\n      kind\n      order {\n        id\n        number\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SellerOrderEvents {\n    sellerOrderEvents {\n      kind\n      order {\n        id\n        number\n        status\n        canUpdate\n        allowedStatuses\n        pendingRequest {\n          id\n          status\n          state\n        }\n        ...SellerOrderCard_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n      canUpdate\n      allowedStatuses\n      ...SellerOrderCard_order\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      status\n      canUpdate\n      allowedStatuses\n      ...SellerOrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      ...SellerProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      ...OrderItems_item\n    }\n  }\n"): (typeof documents)["\n  fragment SellerOrderCard_order on Order {\n    id\n    number\n    shippingAddress {\n      ...ShippingAddress_address\n    }\n    status\n    canUpdate\n    total\n    createdAt\n    customerName\n    customerEmail\n    items {\n      id\n      ...OrderItems_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderBag {\n    cart {\n      id\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  query HeaderBag {\n    cart {\n      id\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favourites($offset: Int!, $limit: Int!) {\n    wishlist(offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n"): (typeof documents)["\n  query Favourites($offset: Int!, $limit: Int!) {\n    wishlist(offset: $offset, limit: $limit) {\n      ...ProductTiles_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTiles_page on ProductPage {\n    items {\n      id\n      title\n      inWishlist\n      ...ProductCard_product\n    }\n    total\n    hasMore\n  }\n"): (typeof documents)["\n  fragment ProductTiles_page on ProductPage {\n    items {\n      id\n      title\n      inWishlist\n      ...ProductCard_product\n    }\n    total\n    hasMore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSession {\n    currentUser {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query UserSession {\n    currentUser {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerSession {\n    currentSeller {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SellerSession {\n    currentSeller {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSession {\n    currentAdmin {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminSession {\n    currentAdmin {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      inWishlist\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;