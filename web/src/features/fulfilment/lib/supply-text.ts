/** The server's '2 of 6' (which supply against the prescription) as the dispatch list says it: 'Supply 2 of 6'. */
export const supplyText = (supply: string) => `Supply ${supply}`;
