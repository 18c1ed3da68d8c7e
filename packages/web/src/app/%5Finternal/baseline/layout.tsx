import type { ReactNode } from 'react';

/** The reference for the quality budgets: an empty Next.js page with nothing of the site (no styles, no scripts). */
export const metadata = { title: 'Baseline', robots: { index: false, follow: false } };

export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
