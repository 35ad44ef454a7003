import type { AddressFields } from "@store/rules";
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { getFragmentData, graphql, type DocumentType } from "../../../gql";
import type { MyAddressesQuery } from "../../../gql/graphql";
import { readApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";

/** An address of the book as the page shows and edits it; every query and mutation of the book answers these fields. */
const AddressBookFragment = graphql(`
  fragment AddressBook_address on Address {
    id
    name
    phone
    line1
    line2
    city
    state
    pinCode
    country
    isDefault
  }
`);

export type BookAddress = DocumentType<typeof AddressBookFragment>;

const MyAddressesQueryDocument = graphql(`
  query MyAddresses {
    myAddresses {
      ...AddressBook_address
    }
  }
`);

const SaveAddressMutation = graphql(`
  mutation SaveAddress($input: AddressInput!, $id: ID) {
    saveAddress(input: $input, id: $id) {
      ...AddressBook_address
    }
  }
`);

const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      id
      isDefault
    }
  }
`);

const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      ...AddressBook_address
    }
  }
`);


/** An address's fields, as the rules (@store/rules) check them. */
export type AddressValues = AddressFields;

/**
 * The shopper's address book and its changes. Every mutation answers the whole book, so the list
 * is written into the cache as it now is (order and defaults included) without asking again.
 */
export function useAddressBook() {
  const { data, loading, error } = useQuery(MyAddressesQueryDocument, { fetchPolicy: "cache-and-network" });
  const writeBook = (cache: ApolloCache, book: MyAddressesQuery["myAddresses"]) => cache.writeQuery({ query: MyAddressesQueryDocument, data: { myAddresses: book } });
  const [saveMutation, { loading: saving }] = useMutation(SaveAddressMutation, { update: (cache, { data: saved }) => saved && writeBook(cache, saved.saveAddress) });
  const [defaultMutation] = useMutation(SetDefaultAddressMutation);
  const [deleteMutation] = useMutation(DeleteAddressMutation, { update: (cache, { data: left }) => left && writeBook(cache, left.deleteAddress) });

  /** Saves a new address (no id) or a change; answers the field messages when it was refused. */
  const save = async (values: AddressValues, id?: string, isDefault?: boolean): Promise<{ ok: true } | { ok: false; fields: Record<string, string>; message?: string }> => {
    try {
      await saveMutation({ variables: { input: { ...values, isDefault }, id } });
      toast.success("Address saved");
      return { ok: true };
    } catch (failure) {
      const { fields, message } = readApiError(failure);
      return { ok: false, fields, message };
    }
  };

  const makeDefault = async (id: string) => {
    try {
      await defaultMutation({ variables: { id } });
    } catch (failure) {
      toast.error(readApiError(failure).message ?? "Something went wrong");
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteMutation({ variables: { id } });
      toast.success("Address deleted");
    } catch (failure) {
      toast.error(readApiError(failure).message ?? "Something went wrong");
    }
  };

  return { addresses: data ? getFragmentData(AddressBookFragment, data.myAddresses) : undefined, loading, error, save, saving, makeDefault, remove };
}
