/** What a PV-powered water heater saves: the model behind /_internal/calculator. */

export interface CalculatorInput {
  /** installed PV power, kWp */
  pvPowerKwp: number;
  /** specific yield, kWh per kWp and year (Austria ≈ 1,000–1,150) */
  specificYield: number;
  /** share of the PV yield that is surplus (not used in the household), 0–1 */
  surplusShare: number;
  /** hot water used per day, litres */
  hotWaterLitresPerDay: number;
  /** electricity price, € per kWh */
  electricityPrice: number;
  /** feed-in tariff, € per kWh */
  feedInTariff: number;
  /** heating element power, kW */
  heaterPowerKw: number;
}

export interface CalculatorResult {
  /** energy to heat the hot water per year, kWh */
  heatDemandKwh: number;
  /** PV surplus per year, kWh */
  surplusKwh: number;
  /** surplus turned into hot water per year, kWh */
  solarHeatKwh: number;
  /** share of the hot-water demand covered by PV, 0–1 */
  solarFraction: number;
  /** € saved per year: heat from surplus instead of bought electricity, minus the lost feed-in */
  savingsPerYear: number;
  /** average running time of the heater per day, seconds */
  heaterRunSecondsPerDay: number;
}

/** Water: 4.186 kJ/(kg·K) → kWh per litre and kelvin. */
const KWH_PER_LITRE_KELVIN = 4.186 / 3600;
/** Cold water 12 °C to 50 °C. */
const TEMPERATURE_RISE_K = 38;
/** Standing losses of a typical cylinder, as a share of the demand. */
const CYLINDER_LOSS_SHARE = 0.15;
/** Winter months give little surplus: at most this share of the demand comes from PV. */
const MAX_SOLAR_FRACTION = 0.75;

export function calculateSavings(input: CalculatorInput): CalculatorResult {
  const heatDemandKwh = input.hotWaterLitresPerDay * 365 * TEMPERATURE_RISE_K * KWH_PER_LITRE_KELVIN * (1 + CYLINDER_LOSS_SHARE);
  const surplusKwh = input.pvPowerKwp * input.specificYield * input.surplusShare;
  const solarHeatKwh = Math.min(surplusKwh, heatDemandKwh * MAX_SOLAR_FRACTION);
  const savingsPerYear = solarHeatKwh * (input.electricityPrice - input.feedInTariff);
  const heaterRunSecondsPerDay = input.heaterPowerKw > 0 ? ((solarHeatKwh / 365) / input.heaterPowerKw) * 3600 : 0;
  return {
    heatDemandKwh,
    surplusKwh,
    solarHeatKwh,
    solarFraction: heatDemandKwh > 0 ? solarHeatKwh / heatDemandKwh : 0,
    savingsPerYear,
    heaterRunSecondsPerDay,
  };
}

export const TIME_UNITS = [
  ['weeks', 7 * 24 * 3600],
  ['days', 24 * 3600],
  ['hours', 3600],
  ['minutes', 60],
  ['seconds', 1],
] as const;
export type TimeUnit = (typeof TIME_UNITS)[number][0];

/** A duration split into the time units weeks … seconds, largest first, zero parts left out. */
export function splitDuration(totalSeconds: number): { unit: TimeUnit; value: number }[] {
  let rest = Math.max(0, Math.round(totalSeconds));
  const parts: { unit: TimeUnit; value: number }[] = [];
  for (const [unit, seconds] of TIME_UNITS) {
    const value = Math.floor(rest / seconds);
    rest -= value * seconds;
    if (value) parts.push({ unit, value });
  }
  return parts;
}
