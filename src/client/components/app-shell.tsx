import type * as React from 'react';
import { Sidebar } from './sidebar';

/** Sidebar on the left, the screen in a centred column on the right. */
export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow-md"
      >
        Skip to main content
      </a>
      <Sidebar />
      <main id="main-content" tabIndex={-1} className="ml-64 min-h-screen min-w-0 focus:outline-none">
        <div className="mx-auto w-full max-w-[1400px] px-6 py-6 lg:px-8 lg:py-8">{children}</div>
      </main>
    </div>
  );
}
