import type { AdminCoupon, CreateCouponRequest } from '@krov/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { adminKeys } from '../query-keys';

type Coupons = { items: AdminCoupon[] };

/**
 * Every coupon (GET /api/admin/coupons), newest first, with creating one (it goes to the top) and
 * disabling one (the api's answer replaces it). Both reject when the api refuses: creating with
 * its ValidationErrors for the form's fields. The api's NotFound on the list hands over to the 404 page.
 */
export function useCoupons(onNotFound: () => void) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.coupons,
    queryFn: async ({ signal }) => {
      try {
        return await request('adminCoupons', {}, { signal, quiet: true });
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    retry: false,
  });

  const update = (change: (items: AdminCoupon[]) => AdminCoupon[]) =>
    queryClient.setQueryData<Coupons>(adminKeys.coupons, (data) =>
      data ? { items: change(data.items) } : data,
    );

  async function create(body: CreateCouponRequest): Promise<AdminCoupon> {
    const created = await request('adminCreateCoupon', { body });
    update((items) => [created, ...items.filter((item) => item.id !== created.id)]);
    return created;
  }

  async function disable(id: string): Promise<AdminCoupon> {
    const disabled = await request('adminDisableCoupon', { params: { id } });
    update((items) => items.map((item) => (item.id === id ? disabled : item)));
    return disabled;
  }

  return {
    items: query.data?.items ?? [],
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
    create,
    disable,
  };
}

/**
 * Who holds one coupon's uses (GET /api/admin/coupons/{id}/uses): each use's buyer, order, its
 * status and total, newest first. Asked when its panel opens (the caller mounts it then), read
 * again on each opening; a failure is the panel's to show, with a retry.
 */
export function useCouponUses(id: string) {
  const query = useQuery({
    queryKey: adminKeys.couponUses(id),
    queryFn: ({ signal }) => request('adminCouponUses', { params: { id } }, { signal, quiet: true }),
    retry: false,
  });
  return {
    items: query.data?.items ?? [],
    loaded: query.data !== undefined,
    failed: query.isError && query.data === undefined,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
