// Price and time of a delivery from its straight-line distance: 39 DKK up to 2 km, then 6 DKK per
// started-and-rounded km (rounded to whole units of the currency); a rider rides 15 km/h and needs
// at least the country's minimum ETA (15 minutes by default) to reach the pickup.

export const BASE_FEE = 39;
export const INCLUDED_KM = 2;
export const PER_KM = 6;
/** Beyond this distance no price is computed ("We could not compute the price for that order."). */
export const MAX_DISTANCE_M = 50_000;
const RIDER_METRES_PER_MINUTE = 250;
/** Minutes a rider needs at the pickup and at the door, on top of riding. */
const HANDLING_MINUTES = 5;

/** Whether the fee call computes a price for this distance (test vendors' fallback fee only where not). */
export const feeComputable = (distanceM: number): boolean => distanceM <= MAX_DISTANCE_M;

export function feeForDistance(distanceM: number): number {
  const km = distanceM / 1000;
  return Math.round(BASE_FEE + PER_KM * Math.max(0, km - INCLUDED_KM));
}

export function estimate(distanceM: number, etaMinimumMinutes: number): { pickup_minutes: number; dropoff_minutes: number; distance_m: number } {
  const pickup = Math.max(etaMinimumMinutes, 10);
  const ride = Math.ceil(distanceM / RIDER_METRES_PER_MINUTE);
  return { pickup_minutes: pickup, dropoff_minutes: pickup + HANDLING_MINUTES + ride, distance_m: Math.round(distanceM) };
}
