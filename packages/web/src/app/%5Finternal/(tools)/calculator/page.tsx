import type { Metadata } from 'next';
import { Calculator } from '@/features/calculator/Calculator';

export const metadata: Metadata = { title: 'Savings calculator (internal)' };

export default function CalculatorPage() {
  return (
    <>
      <h1>What a PV-powered water heater saves</h1>
      <p>Surplus PV power heats water instead of being fed into the grid for the feed-in tariff. Results per year.</p>
      <Calculator />
    </>
  );
}
