'use client';
import { useState } from 'react';
import { calculateSavings, splitDuration, type CalculatorInput } from '@/features/calculator/calculator';

const FIELDS: { name: keyof CalculatorInput; label: string; unit: string; step: number; min: number; max: number }[] = [
  { name: 'pvPowerKwp', label: 'PV power', unit: 'kWp', step: 0.1, min: 0, max: 100 },
  { name: 'specificYield', label: 'Specific PV yield', unit: 'kWh/kWp per year', step: 10, min: 500, max: 2000 },
  { name: 'surplusShare', label: 'Share of the yield that is surplus', unit: '0–1', step: 0.05, min: 0, max: 1 },
  { name: 'hotWaterLitresPerDay', label: 'Hot water per day', unit: 'litres', step: 10, min: 0, max: 5000 },
  { name: 'electricityPrice', label: 'Electricity price', unit: '€/kWh', step: 0.01, min: 0, max: 2 },
  { name: 'feedInTariff', label: 'Feed-in tariff', unit: '€/kWh', step: 0.01, min: 0, max: 2 },
  { name: 'heaterPowerKw', label: 'Heating element power', unit: 'kW', step: 0.5, min: 0.5, max: 9 },
];

const DEFAULTS: CalculatorInput = {
  pvPowerKwp: 8,
  specificYield: 1050,
  surplusShare: 0.45,
  hotWaterLitresPerDay: 200,
  electricityPrice: 0.3,
  feedInTariff: 0.08,
  heaterPowerKw: 3,
};

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });

export function Calculator() {
  const [input, setInput] = useState<CalculatorInput>(DEFAULTS);
  const result = calculateSavings(input);
  const runTime = splitDuration(result.heaterRunSecondsPerDay)
    .map(({ unit, value }) => `${value} ${value === 1 ? unit.slice(0, -1) : unit}`)
    .join(' ');
  return (
    <div className="calculator">
      <form className="calculator__inputs" onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((field) => (
          <label key={field.name} className="field">
            <span>
              {field.label} ({field.unit})
            </span>
            <input
              type="number"
              name={field.name}
              min={field.min}
              max={field.max}
              step={field.step}
              value={input[field.name]}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isFinite(value)) setInput({ ...input, [field.name]: Math.min(field.max, Math.max(field.min, value)) });
              }}
            />
          </label>
        ))}
      </form>
      <dl className="facts calculator__results" aria-live="polite">
        <div>
          <dt>Hot-water energy per year</dt>
          <dd>{number.format(result.heatDemandKwh)} kWh</dd>
        </div>
        <div>
          <dt>PV surplus per year</dt>
          <dd>{number.format(result.surplusKwh)} kWh</dd>
        </div>
        <div>
          <dt>Surplus turned into hot water per year</dt>
          <dd>{number.format(result.solarHeatKwh)} kWh</dd>
        </div>
        <div>
          <dt>Share of hot water from PV</dt>
          <dd>{percent.format(result.solarFraction)}</dd>
        </div>
        <div>
          <dt>Savings per year</dt>
          <dd data-testid="savings">{euro.format(result.savingsPerYear)}</dd>
        </div>
        <div>
          <dt>Heating element runs per day (average)</dt>
          <dd>{runTime || '0 seconds'}</dd>
        </div>
      </dl>
    </div>
  );
}
