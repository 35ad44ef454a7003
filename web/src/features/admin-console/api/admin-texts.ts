import { REQUEST_MESSAGES } from "@store/rules";
// The console's messages, word for word from the documents (the server's own message wins when
// it sends one).

export const USER_ACTIONS = {
  activate: { success: "User activated successfully", failure: "Failed to activate user" },
  deactivate: { success: "User deactivated successfully", failure: "Failed to deactivate user" },
  delete: { success: "User deleted successfully", failure: "Failed to delete user" },
} as const;

export type UserAction = keyof typeof USER_ACTIONS;

export const confirmUserAction = (action: UserAction) => `Are you sure you want to ${action} this user?`;

export const TEXTS = {
  usersFailed: "Failed to fetch users",
  usersEmpty: "NO USERS FOUND",
  sellersFailed: "Failed to fetch sellers",
  sellersEmpty: "SORRY, NO SELLER FOUND",
  sellerDeleted: "Seller deleted successfully",
  sellerDeleteFailed: "Failed to delete seller",
  confirmSellerDelete: "Are you sure you want to delete this seller?",
  productsEmpty: "No products available",
  productsFailed: "Failed to fetch products",
  productMissing: "NO PRODUCT FOUND!",
  productOffSale: "Product taken off sale",
  productOnSale: "Product is on sale again",
  productSaleFailed: "Failed to update product",
  ordersEmpty: "No orders found",
  ordersFailed: "Failed to fetch orders.",
  requestsEmpty: "NO PENDING REQUESTS!",
  requestsFailed: "Failed to fetch pending requests.",
  requestFailed: "Failed to update request.",
  requestApproved: REQUEST_MESSAGES.approved,
  requestDenied: REQUEST_MESSAGES.denied,
  dashboardFailed: "Failed to fetch dashboard data",
  chartTitle: "Admin Data Insights: Monthly Trends",
  chartEmpty: "No orders available",
} as const;
