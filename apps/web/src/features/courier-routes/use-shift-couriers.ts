import { useQuery } from '@tanstack/react-query';
import { fetchCourierShifts, fetchShiftCouriers, routeKeys } from './routes-api.ts';

/** The shifts of a division's day (`GET courier-shifts`): one query for the Shifts tab and the courier pickers. */
export function useCourierShifts(divisionId: string | null | undefined, day: string | null | undefined) {
  return useQuery({
    queryKey: routeKeys.shifts(divisionId ?? '', day ?? ''),
    queryFn: () => fetchCourierShifts(divisionId!, day!),
    enabled: Boolean(divisionId && day),
  });
}

/**
 * The couriers on shift in a division that day, as select options: only they can take a route
 * (the server answers 422 COURIER_NOT_ON_SHIFT for anybody else).
 */
export function useShiftCouriers(divisionId: string | null | undefined, day: string | null | undefined) {
  const shifts = useCourierShifts(divisionId, day);
  const options = (shifts.data ?? []).map((shift) => ({
    value: shift.courier,
    label: [shift.courier, shift.vehicleNumber, `${shift.startTime}–${shift.endTime}`]
      .filter(Boolean)
      .join(' · '),
  }));
  return { options, loading: shifts.isFetching };
}

/** The division's couriers (`GET courier-shifts/couriers`): whom the shift dialog offers. */
export function useDivisionCouriers(divisionId: string | null | undefined) {
  return useQuery({
    queryKey: routeKeys.couriers(divisionId ?? ''),
    queryFn: () => fetchShiftCouriers(divisionId!),
    enabled: Boolean(divisionId),
    staleTime: 60_000,
  });
}
