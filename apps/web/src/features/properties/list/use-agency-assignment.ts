import type { AnswerOf, Endpoints, MyProperty } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { request } from '@/shared/api/client';
import { useAuthStore } from '@/shared/state/auth-store';
import { toast } from '@/shared/ui/toast';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';

export type AgencyPerson = AnswerOf<Endpoints['agents']>['items'][number];
/** Who a listing goes to: one of the agency's agents, or nobody (the agency's owner holds it). */
export type AssignTo = Pick<AgencyPerson, 'userId' | 'name'> | null;

/** What an agency owner's card offers: who holds the listing, and giving it to someone else. */
export interface Assignment {
  /** The agency's owner (the user): a listing they hold is "not assigned". */
  ownerId: string;
  /** The agency's agents (the owner not among them); empty while they load. */
  agents: AgencyPerson[];
  /** The listing being assigned now, if any. */
  pendingId: string | null;
  assign(listing: MyProperty, to: AssignTo): void;
}

/**
 * The body of PUT /api/properties/{id}/agent. The api's null gives the listing back to whoever
 * created it; a listing an agent created goes back to the owner only when the owner names
 * themself (docs/decisions/144-agency-listings.md: the holder is the agent, else the creator).
 */
export function agentIdFor(listing: Pick<MyProperty, 'ownerId'>, to: AssignTo, ownerId: string) {
  if (to) return to.userId;
  return listing.ownerId === ownerId ? null : ownerId;
}

/**
 * The agency part of /me/properties. Its owner gets the agency's agents (the options bar's filter)
 * and each card's assignment, toasted when done and the lists asked again afterwards (a refused
 * one is toasted by the api client); an agent only sees who holds each listing (the card's
 * heldBy); anyone else nothing. The role comes from the user's profile (GET /api/users/me).
 */
export function useAgencyAssignment(): { agents: AgencyPerson[] | null; assignment: Assignment | null } {
  const t = useTranslations('myProperties.agent');
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => state.user);
  const ownerId = user?.agency?.role === 'owner' ? user.id : null;
  const people = useQuery({
    queryKey: propertyKeys.agencyAgents,
    queryFn: ({ signal }) => request('agents', {}, { signal, quiet: true }),
    enabled: ownerId !== null,
  });
  const assign = useMutation({
    mutationFn: ({ listing, to, owner }: { listing: MyProperty; to: AssignTo; owner: string }) =>
      propertiesApi.assignAgent(listing.id, agentIdFor(listing, to, owner)),
    onSuccess: (_answer, { to }) => {
      toast.success(to ? t('assigned', { name: to.name }) : t('unassigned'));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.agencyAgents }),
      ]),
  });

  if (ownerId === null) return { agents: null, assignment: null };
  const agents = (people.data?.items ?? []).filter((person) => person.role === 'agent');
  return {
    agents: people.data ? agents : null,
    assignment: {
      ownerId,
      agents,
      pendingId: assign.isPending ? assign.variables.listing.id : null,
      assign: (listing, to) => assign.mutate({ listing, to, owner: ownerId }),
    },
  };
}
