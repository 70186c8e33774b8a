/** A demo listing's state as the loader makes it (demo-listings.ts lifecycleOf). */
export type DemoStatus = 'listed' | 'sold' | 'hidden' | 'expired' | 'unpaid';

/** An approved demo agency's owner, and the agent some of its listings are assigned to. */
export interface DemoAgencyOwner {
  ownerId: string;
  agencyId: string;
  agentId: string | null;
}

/** Who a demo listing belongs to: a private owner, or an agency's owner (and maybe its agent). */
export interface DemoOwner {
  ownerId: string;
  agencyId?: string;
  agentId?: string | null;
}

/**
 * What each private demo seller holds (decision 181): one or two listings in every state, so a
 * newcomer can try every action. Only listed and unpaid ones count toward the private limit (5):
 * 3 here, so publishing the unpaid one, renewing the expired one, showing the hidden one again or
 * adding a new one all fit.
 */
export const privatePortfolio: Readonly<Record<DemoStatus, number>> = {
  listed: 2,
  sold: 1,
  hidden: 1,
  expired: 1,
  unpaid: 1,
};

/**
 * Hands out the demo listings in the order they are made: each private owner gets their portfolio
 * (the first owner first), and the rest go to the approved agencies in turn — the heavy listers of
 * a real portal are agencies, whose limit (500) holds the demo's few hundred with room to spare.
 * Every other listing of an agency is assigned to its agent. With no agency (a partial demo), the
 * rest go to the private owners in turn.
 */
export function demoOwnership(
  ownerIds: readonly string[],
  agencyOwners: readonly DemoAgencyOwner[],
): (status: DemoStatus) => DemoOwner {
  const held = ownerIds.map(() => new Map<DemoStatus, number>());
  let agencyTurn = 0;
  let privateTurn = 0;
  return (status) => {
    const room = held.findIndex((counts) => (counts.get(status) ?? 0) < privatePortfolio[status]);
    const holder = held[room];
    if (holder) {
      holder.set(status, (holder.get(status) ?? 0) + 1);
      return { ownerId: ownerIds[room] as string };
    }
    const agency = agencyOwners[agencyTurn % Math.max(agencyOwners.length, 1)];
    if (agency) {
      const assigned = Math.floor(agencyTurn / agencyOwners.length) % 2 === 1;
      agencyTurn += 1;
      return {
        ownerId: agency.ownerId,
        agencyId: agency.agencyId,
        agentId: assigned ? agency.agentId : null,
      };
    }
    privateTurn += 1;
    return { ownerId: ownerIds[(privateTurn - 1) % ownerIds.length] as string };
  };
}
