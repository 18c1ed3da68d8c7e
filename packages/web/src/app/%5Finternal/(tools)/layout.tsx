import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/design/font';
import '@/design/stylesheets';
import '../../globals.css';

/** Internal tools: not part of the public site, never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function InternalLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <main id="content" className="container internal">
          {children}
        </main>
      </body>
    </html>
  );
}
