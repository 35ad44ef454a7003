/** Prices are whole rupees, shown the way the store always has: `Rs. 1499.00`. */
export const formatPrice = (rupees: number) => `Rs. ${rupees}.00`;
