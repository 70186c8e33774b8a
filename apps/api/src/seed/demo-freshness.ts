import type { NewProperty } from '../modules/listings/listings.repository.ts';
import type { DemoStatus } from './demo-owners.ts';

const hourMs = 3600 * 1000;
const dayMs = 24 * hourMs;

/**
 * The freshness a newcomer should see on the first private owner's My properties (issue 29): their
 * first listed listing asked "is it still available?" yesterday and waiting for the answer (due in
 * two days), and their hidden one hidden because nobody answered, which one tap shows again. The
 * columns as the lifecycle's job leaves them (lifecycle-sets.ts askToConfirm, hideUnconfirmed).
 */
export function demoFreshness(firstOwnerId: string | undefined, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const marked = new Set<DemoStatus>();
  return (ownerId: string, status: DemoStatus): Partial<NewProperty> => {
    if (ownerId !== firstOwnerId || marked.has(status)) return {};
    if (status === 'listed') {
      marked.add(status);
      return { confirmedAt: at(-8 * dayMs), confirmBy: at(-dayMs + 72 * hourMs) };
    }
    if (status === 'hidden') {
      marked.add(status);
      return { confirmedAt: at(-11 * dayMs), hiddenUnconfirmedAt: at(-dayMs) };
    }
    return {};
  };
}
