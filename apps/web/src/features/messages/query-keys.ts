/** The keys of the messages' server data in the app's QueryClient, in one place. */
export const chatKeys = {
  all: ['chats'] as const,
  /** Every page of the conversation list, whatever the search. */
  lists: ['chats', 'list'] as const,
  list: (q: string) => ['chats', 'list', q] as const,
  detail: (chatId: string) => ['chats', 'detail', chatId] as const,
  messages: (chatId: string) => ['chats', 'messages', chatId] as const,
  withUser: (userId: string) => ['chats', 'with', userId] as const,
  listing: (propertyId: string) => ['chats', 'listing', propertyId] as const,
};
