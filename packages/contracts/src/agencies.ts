import { z } from 'zod';
import { agencyRoles, agencyStatuses } from './accounts.ts';
import { agencyStatisticsPeriods } from './constants.ts';
import { emailField, phoneNumberField } from './fields.ts';
import { locationSchema } from './listings.ts';

/**
 * Agencies (issue 16; docs/product/DECISIONS.md "Agencies" and "Api of the calls the spec does not
 * show"): an owner's request, approved by an admin, agents by invitation, listings assigned to them.
 */
export const agencyLimits = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 5000,
  addressMax: 200,
  websiteMax: 200,
  registerNumberMax: 40,
  reasonMax: 1000,
  /** A logo's file (JPEG, PNG or WebP): far more than any real logo needs. */
  logoBytesMax: 5 * 1024 * 1024,
  /** An invitation's link works this long. */
  invitationDays: 7,
  /** Between two sends of one invitation. */
  invitationResendSeconds: 60,
  /** Listings an approved agency may have listed or unpaid at once (DECISIONS.md). */
  listingLimit: 500,
  /** The public list of agencies (GET /api/agencies): a page's default and largest size. */
  directoryPageSize: 50,
  directoryPageSizeMax: 200,
  directoryCursorMax: 100,
} as const;

/**
 * The broker registers an agency is entered in: the Federation's (Federalno ministarstvo
 * trgovine) and Republika Srpska's (Ministarstvo trgovine i turizma RS).
 */
export const registerAuthorities = ['fbih', 'rs'] as const;
export type RegisterAuthority = (typeof registerAuthorities)[number];

export const invitationStatuses = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

const websiteField = z
  .string()
  .trim()
  .max(agencyLimits.websiteMax)
  .pipe(z.url({ protocol: /^https?$/ }));

/** What the owner writes when creating or editing the agency. */
export const agencyInput = z.object({
  name: z.string().trim().min(agencyLimits.nameMin).max(agencyLimits.nameMax),
  description: z.string().trim().max(agencyLimits.descriptionMax).default(''),
  address: z.string().trim().min(1).max(agencyLimits.addressMax),
  location: locationSchema,
  phoneNumber: phoneNumberField,
  email: emailField,
  website: websiteField.nullable().default(null),
  registerAuthority: z.enum(registerAuthorities),
  registerNumber: z.string().trim().min(1).max(agencyLimits.registerNumberMax),
});
export type AgencyInput = z.input<typeof agencyInput>;

const agencyContact = {
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  address: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  phoneNumber: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  /** An admin checked the register number: the "verified" badge. */
  registerVerified: z.boolean(),
};

/** The agency as its owner and agents see it (GET /api/users/me/agency). */
export const myAgencyResponse = z
  .object({
    id: z.string(),
    ...agencyContact,
    status: z.enum(agencyStatuses),
    role: z.enum(agencyRoles),
    registerAuthority: z.enum(registerAuthorities),
    registerNumber: z.string(),
    /** The reason the admin gave for the latest approval, suspension or reinstatement. */
    statusReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .nullable();
export type MyAgencyResponse = z.infer<typeof myAgencyResponse>;

export const agencyAgent = z.object({
  userId: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  role: z.enum(agencyRoles),
  /** Public listings of the agency assigned to them. */
  listings: z.number(),
});
export type AgencyAgent = z.infer<typeof agencyAgent>;

/** The public agency page's data (GET /api/agencies/{slug}). */
export const publicAgencyResponse = z.object({
  id: z.string(),
  ...agencyContact,
  agents: z.array(agencyAgent),
  /** Public listings by listing type. */
  listings: z.object({ sell: z.number(), rent: z.number() }),
});
export type PublicAgencyResponse = z.infer<typeof publicAgencyResponse>;

/** The public list of approved agencies, biggest first (the sitemap, prerendering, a directory). */
export const agenciesQuery = z.object({
  /** `nextCursor` of the previous page; opaque. */
  cursor: z.string().trim().min(1).max(agencyLimits.directoryCursorMax).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(agencyLimits.directoryPageSizeMax)
    .default(agencyLimits.directoryPageSize),
});
export type AgenciesQueryInput = z.input<typeof agenciesQuery>;

export const agencyDirectoryItem = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  registerVerified: z.boolean(),
  /** Public listings, both listing types. */
  listings: z.number(),
  /** The agency's last change (the sitemap's lastmod). */
  updatedAt: z.string(),
});
export type AgencyDirectoryItem = z.infer<typeof agencyDirectoryItem>;

export const agenciesResponse = z.object({
  items: z.array(agencyDirectoryItem),
  nextCursor: z.string().nullable(),
});
export type AgenciesResponse = z.infer<typeof agenciesResponse>;

export const agencySlugParams = z.object({ slug: z.string().trim().min(1).max(120) });

/** The owner's list of agents, with their e-mail (never shown publicly). */
export const myAgentsResponse = z.object({
  items: z.array(
    agencyAgent.extend({
      email: z.string(),
      joinedAt: z.string(),
      /**
       * The agency's listings they answer for (assigned to them, else created by them and not
       * assigned) asked "is it still available?" and not confirmed yet: waiting, or hidden as
       * unconfirmed (issue 29).
       */
      awaitingConfirmation: z.number(),
    }),
  ),
});
export type MyAgentsResponse = z.infer<typeof myAgentsResponse>;

export const invitationItem = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(invitationStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastSentAt: z.string(),
});
export type InvitationItem = z.infer<typeof invitationItem>;

export const invitationsResponse = z.object({ items: z.array(invitationItem) });
export const inviteRequest = z.object({ email: emailField });
export const invitationParams = z.object({ id: z.uuid() });
export const invitationTokenParams = z.object({ token: z.string().trim().min(20).max(100) });

/** What the invitee sees before accepting (GET /api/invitations/{token}). */
export const invitationPreview = z.object({ agencyName: z.string(), email: z.string() });

export const agentParams = z.object({ userId: z.uuid() });
export const assignAgentRequest = z.object({ agentId: z.uuid().nullable() });

// ---- admin ----
export const adminAgencyQuery = z.object({ status: z.enum(agencyStatuses).optional() });
export const adminReasonRequest = z.object({
  reason: z.string().trim().min(1).max(agencyLimits.reasonMax),
});
export const adminAgencyItem = z.object({
  id: z.string(),
  ...agencyContact,
  status: z.enum(agencyStatuses),
  registerAuthority: z.enum(registerAuthorities),
  registerNumber: z.string(),
  owner: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  /** The audit trail, newest first: who did what, when and why. */
  history: z.array(
    z.object({
      action: z.enum(['requested', 'approved', 'suspended', 'reinstated', 'register-verified']),
      by: z.string().nullable(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminAgencyItem = z.infer<typeof adminAgencyItem>;
export const adminAgenciesResponse = z.object({ items: z.array(adminAgencyItem) });

// ---- statistics ----
export { agencyStatisticsPeriods };
export const agencyStatisticsQuery = z.object({
  days: z.enum(agencyStatisticsPeriods).default('30').transform(Number),
});

const figures = {
  views: z.number(),
  saves: z.number(),
  /** Conversations started about the listing. */
  contacts: z.number(),
  phoneReveals: z.number(),
};

export const agencyStatisticsResponse = z.object({
  days: z.number(),
  totals: z.object(figures),
  /** Every day of the period, oldest first (zeros where nothing happened). */
  daily: z.array(z.object({ day: z.string(), ...figures })),
  /** Every listing of the agency with its figures over the period, the most viewed first. */
  listings: z.array(
    z.object({ propertyId: z.string(), address: z.string(), agentId: z.string().nullable(), ...figures }),
  ),
});
export type AgencyStatisticsResponse = z.infer<typeof agencyStatisticsResponse>;
