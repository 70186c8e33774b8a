import { createAgenciesRepository } from '../modules/agencies/agencies.repository.ts';
import { slugOf } from '../modules/agencies/agencies.service.ts';
import type { Database } from '../platform/db/database.ts';

const dayMs = 24 * 3600 * 1000;

/** Two approved agencies (one with its register number verified) and one request waiting. */
const demoAgencies = [
  {
    name: 'Sarajevo Nekretnine',
    status: 'approved',
    verified: true,
    description:
      'Prodaja i najam stanova i kuća u Kantonu Sarajevo od 2008. Procjena vrijednosti, pravna pomoć pri kupoprodaji i obilazak nekretnina i vikendom.',
    address: 'Ferhadija 14, Sarajevo',
    location: { lat: 43.8592, lng: 18.4265 },
    phoneNumber: '+38733221100',
    email: 'info@sarajevo-nekretnine.ba',
    website: 'https://sarajevo-nekretnine.ba',
    registerAuthority: 'fbih',
    registerNumber: 'FBiH-PN-0117',
  },
  {
    name: 'Banja Luka Dom',
    status: 'approved',
    verified: false,
    description: 'Stanovi, kuće i poslovni prostori u Banjoj Luci i okolini. Posredujemo u prodaji i najmu.',
    address: 'Kralja Petra I Karađorđevića 85, Banja Luka',
    location: { lat: 44.7722, lng: 17.191 },
    phoneNumber: '+38751330440',
    email: 'kontakt@bl-dom.ba',
    website: null,
    registerAuthority: 'rs',
    registerNumber: 'RS-12-0458',
  },
  {
    name: 'Mostar Stan',
    status: 'pending',
    verified: false,
    description: 'Najam stanova u Mostaru, za studente i porodice.',
    address: 'Kralja Tvrtka 5, Mostar',
    location: { lat: 43.3438, lng: 17.8078 },
    phoneNumber: '+38736550660',
    email: 'mostar.stan@example.ba',
    website: null,
    registerAuthority: 'fbih',
    registerNumber: 'FBiH-PN-0903',
  },
] as const;

/**
 * The demo agencies with their people (demo-accounts.ts `agency`): /agency/{slug}, /me/agency for
 * an owner and an agent, and a request for the demo admin to decide on /admin.
 */
export async function loadDemoAgencies(
  db: Database,
  members: { userId: string; agency: string; role: 'owner' | 'agent' }[],
  adminId: string | null,
  now: Date,
): Promise<{ ownerId: string; agencyId: string; agentId: string | null }[]> {
  const repository = createAgenciesRepository(db);
  const listingOwners: { ownerId: string; agencyId: string; agentId: string | null }[] = [];
  for (const [index, demo] of demoAgencies.entries()) {
    const owner = members.find((member) => member.agency === demo.name && member.role === 'owner');
    if (!owner) continue;
    const requestedAt = new Date(now.getTime() - (30 - index * 10) * dayMs);
    const approved = demo.status === 'approved';
    const agency = await repository.insertAgency({
      name: demo.name,
      slug: slugOf(demo.name),
      status: demo.status,
      ownerId: owner.userId,
      description: demo.description,
      address: demo.address,
      lat: demo.location.lat,
      lng: demo.location.lng,
      phoneNumber: demo.phoneNumber,
      email: demo.email,
      website: demo.website,
      registerAuthority: demo.registerAuthority,
      registerNumber: demo.registerNumber,
      registerVerifiedAt: demo.verified ? now : null,
      statusReason: approved ? 'Dokumentacija i broj u registru posrednika su uredni.' : null,
      approvedAt: approved ? new Date(requestedAt.getTime() + dayMs) : null,
      createdAt: requestedAt,
      updatedAt: requestedAt,
    });
    await repository.audit({
      agencyId: agency.id,
      action: 'requested',
      actorId: owner.userId,
      createdAt: requestedAt,
    });
    if (approved) {
      await repository.audit({
        agencyId: agency.id,
        action: 'approved',
        actorId: adminId,
        reason: 'Dokumentacija i broj u registru posrednika su uredni.',
        createdAt: new Date(requestedAt.getTime() + dayMs),
      });
    }
    for (const member of members.filter((each) => each.agency === demo.name)) {
      await repository.addMember(agency.id, member.userId, member.role, requestedAt);
    }
    // The approved agencies' listings: the owner's, some of them assigned to the agent.
    if (approved) {
      const agent = members.find((member) => member.agency === demo.name && member.role === 'agent');
      listingOwners.push({ ownerId: owner.userId, agencyId: agency.id, agentId: agent?.userId ?? null });
    }
  }
  return listingOwners;
}
