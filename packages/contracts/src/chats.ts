import { z } from 'zod';
import { chatLimits } from './constants.ts';
import { whenParsed } from './fields.ts';
import { listingTypes, propertyTypes } from './listing-kinds.ts';

/**
 * Messaging (issue 15; docs/product/DECISIONS.md "Messaging" and "Api of the calls the spec does
 * not show"): one conversation per pair of users, messages sent over HTTP with a client-made
 * idempotency key, the hub at /hubs/chat only pushing what was stored.
 */
export { chatLimits };

/** The hub's path and its events (SPEC §7: binary framing, NewMessage). */
export const chatHubPath = '/hubs/chat';
export const chatHubEvents = { newMessage: 'NewMessage', messagesRead: 'MessagesRead' } as const;

/**
 * Why a message shows its reader a safety tip (never blocks it): a phone number, a link to
 * another site, a move to WhatsApp or Viber, money asked for before a viewing.
 */
export const safetyTipKinds = ['phone', 'link', 'offPlatform', 'money'] as const;
export type SafetyTipKind = (typeof safetyTipKinds)[number];

/**
 * A message's warning (issue 30, decisions 234–236): `suspicious_link` when a link's host imitates
 * a brand a scam borrows (the portals, banks, posts, couriers, payment pages) or mixes alphabets.
 */
export const messageWarnings = ['suspicious_link'] as const;
export type MessageWarning = (typeof messageWarnings)[number];

/** What a suspicious link pretends to be: the web names it to the reader. */
export const imitatedKinds = ['krov', 'marketplace', 'bank', 'post', 'courier', 'payment'] as const;
export type ImitatedKind = (typeof imitatedKinds)[number];

export const suspiciousLink = z.object({
  /** The host the link opens, as the browser goes there (ASCII; punycode "xn--…" for other letters). */
  host: z.string(),
  /** The brand it imitates and that brand's real address; null when it only mixes alphabets. */
  imitates: z.object({ name: z.string(), domain: z.string(), kind: z.enum(imitatedKinds) }).nullable(),
});
export type SuspiciousLink = z.infer<typeof suspiciousLink>;

export const chatUser = z.object({
  userId: z.string(),
  name: z.string(),
  /** The profile photo's address, or null. */
  profileImage: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUser>;

export const chatPhoto = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type ChatPhoto = z.infer<typeof chatPhoto>;

export const chatMessage = z.object({
  id: z.string(),
  /** As typed (clients render it escaped); null for a message of photos only. */
  text: z.string().nullable(),
  photos: z.array(chatPhoto),
  /** The listing the message is about, when sent from one. */
  propertyId: z.string().nullable(),
  senderId: z.string(),
  sentAt: z.string(),
  /** Tips its reader sees beside it (clients show them to the member who did not send it). */
  safetyTips: z.array(z.enum(safetyTipKinds)),
  /** Null: nothing to warn of. Both members get it; clients show it to the one who did not send it. */
  warning: z.enum(messageWarnings).nullable(),
  /** Why `warning` is `suspicious_link` (the first such link), else null. */
  suspiciousLink: suspiciousLink.nullable(),
  /** The sender's idempotency key: their tabs match a message being sent to the stored one by it. */
  clientMessageId: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The listing a conversation is about, as its card shows it. */
export const chatProperty = z.object({
  id: z.string(),
  /** Whether the listing is public now (sold, expired or deleted ones keep their card, greyed). */
  available: z.boolean(),
  listingType: z.enum(listingTypes),
  propertyType: z.enum(propertyTypes),
  /** Null: on request. */
  price: z.number().nullable(),
  size: z.number(),
  place: z.string(),
  address: z.string(),
  imageUrl: z.string().nullable(),
});
export type ChatProperty = z.infer<typeof chatProperty>;

export const chatSummary = z.object({
  id: z.string(),
  user: chatUser,
  property: chatProperty.nullable(),
  lastMessage: chatMessage.nullable(),
  unreadCount: z.number().int().nonnegative(),
  lastMessageAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummary>;

export const chatDetail = z.object({
  /** Null: no message was sent yet (GET /api/chats/user/{userId} stores nothing). */
  id: z.string().nullable(),
  user: chatUser,
  property: chatProperty.nullable(),
  /** The other member read every message sent at or before this instant. */
  otherReadAt: z.string().nullable(),
  blockedByMe: z.boolean(),
  /** False when either member blocked the other: the composer is closed. */
  canSend: z.boolean(),
});
export type ChatDetail = z.infer<typeof chatDetail>;

const cursorField = z.string().trim().min(1).max(chatLimits.cursorMax).optional();

export const chatsQuery = z.object({
  /** Searches the other member's name and the listing's address and place. */
  q: z.string().trim().max(chatLimits.searchMax).optional(),
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(chatLimits.chatsPageSizeMax).default(chatLimits.chatsPageSize),
});
export type ChatsQueryInput = z.input<typeof chatsQuery>;

export const chatsResponse = z.object({ items: z.array(chatSummary), nextCursor: z.string().nullable() });
export type ChatsResponse = z.infer<typeof chatsResponse>;

export const chatParams = z.object({ id: z.uuid() });
export const chatUserParams = z.object({ userId: z.uuid() });
export const chatPhotoParams = z.object({ photoId: z.uuid() });

export const messagesQuery = z.object({
  cursor: cursorField,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(chatLimits.messagesPageSizeMax)
    .default(chatLimits.messagesPageSize),
});
export type MessagesQueryInput = z.input<typeof messagesQuery>;

/** Newest first; the next page holds older ones. */
export const messagesResponse = z.object({ items: z.array(chatMessage), nextCursor: z.string().nullable() });
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const sendMessageRequest = z
  .object({
    chatId: z.uuid().optional(),
    /** The other member: the first message of a new conversation (or of an existing one). */
    userId: z.uuid().optional(),
    text: z.string().trim().max(chatLimits.textMax).optional(),
    photoIds: z.array(z.uuid()).max(chatLimits.photosPerMessage).optional(),
    propertyId: z.uuid().optional(),
    /** Made by the client once per message: the same key again answers the same message. */
    clientMessageId: z.uuid(),
  })
  .superRefine(
    (value, ctx) => {
      if (!value.chatId && !value.userId) {
        ctx.addIssue({ code: 'custom', path: ['chatId'], params: { key: 'Required' } });
      }
      if (!value.text && !value.photoIds?.length) {
        ctx.addIssue({ code: 'custom', path: ['text'], params: { key: 'Required' } });
      }
    },
    whenParsed('chatId', 'userId', 'text', 'photoIds'),
  );
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const sendMessageResponse = z.object({ chatId: z.string(), message: chatMessage });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** An uploaded photo, attached to a message by its id. */
export const chatUploadResponse = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ChatUploadResponse = z.infer<typeof chatUploadResponse>;

export const reportChatRequest = z.object({
  reason: z.string().trim().min(1).max(chatLimits.reportReasonMax),
});

/** The hub's NewMessage (DECISIONS.md): the message and who sent it. */
export const newMessageEvent = z.object({ chatId: z.string(), message: chatMessage, user: chatUser });
export type NewMessageEvent = z.infer<typeof newMessageEvent>;

/** The hub's MessagesRead: `userId` read the conversation up to `readAt`. */
export const messagesReadEvent = z.object({ chatId: z.string(), userId: z.string(), readAt: z.string() });
export type MessagesReadEvent = z.infer<typeof messagesReadEvent>;

/** Admins: the reported conversations, newest report first, with what the reporter saw. */
export const adminChatReportsResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      chatId: z.string(),
      reason: z.string(),
      createdAt: z.string(),
      reporter: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
      members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
      /** The conversation's latest messages, newest first. */
      messages: z.array(chatMessage),
    }),
  ),
  /** How many messages showed each safety tip over the last 30 days. */
  safetyTips: z.object({ phone: z.number(), link: z.number(), offPlatform: z.number(), money: z.number() }),
});
export type AdminChatReportsResponse = z.infer<typeof adminChatReportsResponse>;
