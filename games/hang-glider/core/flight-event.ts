/** What happened on the last tick, as bit flags on `HangGliderSimulation.events` (for sounds and effects). */
export const FlightEvent = {
  coin: 1,
  stageUp: 2,
  crash: 4,
  enterThermal: 8,
  sunset: 16,
} as const;
