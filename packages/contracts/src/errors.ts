/**
 * Every message key the api answers, with its HTTP status. The `satisfies` clause makes a key
 * without a status a type error, so the catalogue and the status map cannot drift apart.
 */
export const errorStatus = {
  ValidationErrors: 400,
  BadRequest: 400,
  InvalidOrExpiredCode: 400,
  CodeResendTimeoutEmail: 429,
  CodeResendTimeoutSms: 429,
  CouponNotFound: 404,
  PropertyLimit: 403,
  UserNotFound: 404,
  InvalidEmailOrPassword: 401,
  PhoneNumberAlreadyInUse: 409,
  PhoneNumberNotVerified: 403,
  ChatNotFound: 404,
  PropertyNotFound: 404,
  OrderNotFound: 404,
  AddressNotValid: 400,
  AgencyNotApproved: 403,
  InvitationNotFound: 404,
  AgencyNotFound: 404,
  ActionForbidden: 403,
  NotFound: 404,
  EmailNotVerified: 403,
  EmailInUse: 409,
  CantReauthenticate: 401,
  SyncRequestAlreadyExists: 409,
  FaqNotFound: 404,
  Unauthorized: 401,
  CrossSiteRequestRefused: 403,
  TooManyRequests: 429,
  PayloadTooLarge: 413,
  FileTypeNotAllowed: 415,
  InternalServerError: 500,
  /** Not in the spec: a request that reaches an instance while it shuts down (docs/decisions.md). */
  ServiceUnavailable: 503,
  /** Not in the spec: more saved searches than savedSearchLimits.perUser (issue 14). */
  SavedSearchLimit: 403,
  /** Not in the spec: writing to a user who blocked the sender, or whom the sender blocked (issue 15). */
  ChatBlocked: 403,
  /** Not in the spec: a listing whose payment is already at the provider in another order (issue 17). */
  PaymentInProgress: 409,
  /** Not in the spec: an e-mail's one-tap link already used or past its time (issue 29). */
  LinkExpired: 410,
  /** Not in the spec: a one-tap link this api did not sign (cut short, altered; issue 29). */
  LinkInvalid: 400,
  /** Not in the spec: logging in to an account an admin suspended (issue 29). */
  AccountSuspended: 403,
  /** Not in the spec: a passkey ceremony's challenge used before, past its minutes, or never issued (issue 30). */
  PasskeyChallengeExpired: 400,
  /** Not in the spec: a passkey the api cannot verify: unknown, another site's, a bad signature, a cloned counter (issue 30). */
  PasskeyNotAccepted: 400,
} as const satisfies Record<string, number>;

export type ErrorKey = keyof typeof errorStatus;
export const errorKeys = Object.keys(errorStatus) as ErrorKey[];

/** The spec's field-level validation keys (docs/product/SPEC.md §5), each with the parameters its `extra` carries. */
export const validationKeys = [
  'Required',
  'MinLength',
  'MaxLength',
  'ExactLength',
  'Length',
  'NotValidEmailAddress',
  'GreaterThanOrEqual',
  'GreaterThan',
  'LessThan',
  'LessThanOrEqual',
  'NotEqual',
  'Equal',
  'Between',
  'Predicate',
  'CreditCard',
  'Invalid',
  'Regex',
  'Location',
  'PhoneNumberFormatInvalid',
  'EmailInUse',
  'PasswordConfirmationNotSame',
  'Empty',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

export interface ValidationError {
  field: string;
  error: ValidationKey;
  extra: Record<string, string | number | boolean>;
}

export interface ErrorResponse {
  message: ErrorKey;
  validationErrors?: ValidationError[];
}
