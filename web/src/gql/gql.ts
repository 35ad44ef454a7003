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
    "\n  query AdminProfile {\n    currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n": typeof types.AdminProfileDocument,
    "\n  mutation SignInAdmin($input: SignInInput!) {\n    signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SignInAdminDocument,
    "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n": typeof types.SignOutAdminDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      category\n      image {\n        id\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.ProductGridDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    image {\n      id\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query SellerProfile {\n    currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n": typeof types.SellerProfileDocument,
    "\n  mutation SignInSeller($input: SignInInput!) {\n    signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SignInSellerDocument,
    "\n  mutation SignOutSeller {\n    signOutSeller\n  }\n": typeof types.SignOutSellerDocument,
    "\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n": typeof types.SignUpSellerDocument,
    "\n  mutation SignInUser($input: SignInInput!) {\n    signInUser(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SignInUserDocument,
    "\n  mutation SignOutUser {\n    signOutUser\n  }\n": typeof types.SignOutUserDocument,
    "\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n": typeof types.SignUpUserDocument,
    "\n  query UserProfile {\n    currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query UserSession {\n    currentUser {\n      id\n      name\n    }\n  }\n": typeof types.UserSessionDocument,
    "\n  query SellerSession {\n    currentSeller {\n      id\n      name\n    }\n  }\n": typeof types.SellerSessionDocument,
    "\n  query AdminSession {\n    currentAdmin {\n      id\n      name\n    }\n  }\n": typeof types.AdminSessionDocument,
};
const documents: Documents = {
    "\n  query AdminProfile {\n    currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n": types.AdminProfileDocument,
    "\n  mutation SignInAdmin($input: SignInInput!) {\n    signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n": types.SignInAdminDocument,
    "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n": types.SignOutAdminDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      category\n      image {\n        id\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.ProductGridDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    image {\n      id\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query SellerProfile {\n    currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n": types.SellerProfileDocument,
    "\n  mutation SignInSeller($input: SignInInput!) {\n    signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n": types.SignInSellerDocument,
    "\n  mutation SignOutSeller {\n    signOutSeller\n  }\n": types.SignOutSellerDocument,
    "\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n": types.SignUpSellerDocument,
    "\n  mutation SignInUser($input: SignInInput!) {\n    signInUser(input: $input) {\n      id\n      name\n    }\n  }\n": types.SignInUserDocument,
    "\n  mutation SignOutUser {\n    signOutUser\n  }\n": types.SignOutUserDocument,
    "\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n": types.SignUpUserDocument,
    "\n  query UserProfile {\n    currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n": types.UserProfileDocument,
    "\n  query UserSession {\n    currentUser {\n      id\n      name\n    }\n  }\n": types.UserSessionDocument,
    "\n  query SellerSession {\n    currentSeller {\n      id\n      name\n    }\n  }\n": types.SellerSessionDocument,
    "\n  query AdminSession {\n    currentAdmin {\n      id\n      name\n    }\n  }\n": types.AdminSessionDocument,
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
export function graphql(source: "\n  query AdminProfile {\n    currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n"): (typeof documents)["\n  query AdminProfile {\n    currentAdmin {\n      id\n      name\n      email\n      mobile\n      qualification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInAdmin($input: SignInInput!) {\n    signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SignInAdmin($input: SignInInput!) {\n    signInAdmin(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n"): (typeof documents)["\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      category\n      image {\n        id\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      price\n      stock\n      sizes\n      category\n      image {\n        id\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ProductGrid($category: String, $offset: Int!, $limit: Int!) {\n    products(category: $category, offset: $offset, limit: $limit) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    image {\n      id\n      url\n      srcSet\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    title\n    price\n    image {\n      id\n      url\n      srcSet\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerProfile {\n    currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n"): (typeof documents)["\n  query SellerProfile {\n    currentSeller {\n      id\n      name\n      email\n      mobile\n      storeName\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInSeller($input: SignInInput!) {\n    signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SignInSeller($input: SignInInput!) {\n    signInSeller(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSeller {\n    signOutSeller\n  }\n"): (typeof documents)["\n  mutation SignOutSeller {\n    signOutSeller\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpSeller($input: SellerSignUpInput!) {\n    signUpSeller(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInUser($input: SignInInput!) {\n    signInUser(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SignInUser($input: SignInInput!) {\n    signInUser(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutUser {\n    signOutUser\n  }\n"): (typeof documents)["\n  mutation SignOutUser {\n    signOutUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpUser($input: UserSignUpInput!) {\n    signUpUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile {\n    currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n"): (typeof documents)["\n  query UserProfile {\n    currentUser {\n      id\n      name\n      email\n      mobile\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;