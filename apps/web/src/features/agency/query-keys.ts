/** The keys of the agency feature's server data in the app's QueryClient, in one place. */
export const agencyKeys = {
  all: ['agency'] as const,
  /** GET /api/users/me/agency: the user's agency with its status and their role, or null. */
  mine: ['agency', 'mine'] as const,
  agents: ['agency', 'agents'] as const,
  invitations: ['agency', 'invitations'] as const,
  /** GET /api/users/me/agency/invoices: /me/agency/invoices' pages. */
  invoices: ['agency', 'invoices'] as const,
  /** GET /api/users/me/agency/billing: the details the invoices name the agency by, or null. */
  billing: ['agency', 'billing'] as const,
  /** GET /api/invitations/{token}: what the invitee sees. */
  invitation: (token: string) => ['agency', 'invitation', token] as const,
  /** The public page's listings after the server's first page ended at `after`. */
  listings: (slug: string, after: string) => ['agency', 'listings', slug, after] as const,
};
