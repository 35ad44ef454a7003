/** The store's short logo text; the store is a student demo and imitates no real brand. */
export const BRAND = "ATELIER";

export const documentTitle = (page?: string) => (page ? `${page} | ${BRAND}` : `${BRAND} | Online clothing store`);
