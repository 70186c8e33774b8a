import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased (the contracts lower-case it), so equality is enough. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A requested e-mail change, applied when its code is verified. */
    pendingEmail: text('pending_email'),
    /** E.164. Unique only among verified numbers (docs/product/DECISIONS.md, Accounts). */
    phoneNumber: text('phone_number'),
    phoneNumberVerifiedAt: timestamp('phone_number_verified_at', { withTimezone: true }),
    pendingPhoneNumber: text('pending_phone_number'),
    passwordHash: text('password_hash').notNull(),
    /** Storage key of the profile photo (WebP). */
    profileImage: text('profile_image'),
    language: text('language', { enum: ['bs', 'en'] })
      .notNull()
      .default('bs'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Suspended by an admin (issue 29): logins refused, sessions ended, public listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_verified_phone_unique')
      .on(table.phoneNumber)
      .where(sql`${table.phoneNumberVerifiedAt} is not null`),
  ],
);

/** One login on one device: every refresh token descends from it, and reuse revokes it whole. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'reuse', 'password-change', 'password-reset', 'suspension', 'new-device-link'],
    }),
  },
  (table) => [index('refresh_token_families_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a stolen database does not yield usable tokens. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for its successor. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'verify-phone'] }).notNull(),
    /** The address or number the code was sent to: a change applies exactly this value. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, burnt by too many tries, or replaced by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * When a code was last asked for, per address and purpose, whether or not an account has the
 * address: the resend timeout then answers alike for every address, and tells a stranger nothing
 * about which addresses have accounts (docs/decisions/124-no-account-enumeration.md). Rows older
 * than a day are removed as new ones come.
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    /** The address as typed, lower-cased. */
    address: text('address').notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.purpose] }),
    index('code_requests_requested_at_idx').on(table.requestedAt),
  ],
);

/**
 * Failed logins per account name as typed (its keyed hash: no address is kept in the clear),
 * whether or not an account has it: after five, each further attempt waits longer, up to 15
 * minutes (docs/decisions/127-login-throttle-per-account.md). A success removes the row.
 */
export const loginThrottle = pgTable('login_throttle', {
  /** HMAC of the folded e-mail address or phone number. */
  account: text('account').primaryKey(),
  /** Attempts since the last success (each counted as it starts, so racing ones count too). */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

/** The browsers and apps a user signs in from (x-deviceid), for sessions and later push. */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    pushSubscription: text('push_subscription'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('devices_user_idx').on(table.userId)],
);

/**
 * The challenges of WebAuthn ceremonies (issue 30): each is used once (consumedAt, set before the
 * answer is verified, so a replay fails even when the first try failed) and only for a few minutes.
 * A registration's challenge belongs to the logged-in user who asked; a login's to nobody (the
 * passkey names its user). Rows older than a day are removed as new ones come.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** base64url, as the authenticator signs it in clientDataJSON. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('passkey_challenges_created_idx').on(table.createdAt)],
);

/** A user's passkeys (WebAuthn credentials, discoverable): the public key and the signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; 0 for authenticators that keep none (synced passkeys). */
    counter: integer('counter').notNull(),
    /** How the browser may reach the authenticator (internal, hybrid, usb…), comma-separated. */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId, table.createdAt)],
);
