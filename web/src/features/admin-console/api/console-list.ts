/**
 * How the console's lists page: 24 cards at a time, asked again on each visit (others change
 * them), the list staying as it is while the next page comes.
 */
export const CONSOLE_LIST = { pageSize: 24, fresh: true, notifyOnNetworkStatusChange: false } as const;
