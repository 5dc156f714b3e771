import type * as React from 'react';
import { NavDrawer } from './nav-drawer';
import { Sidebar } from './sidebar';

/**
 * Sidebar on the left, the screen in a centred column on the right. Below `lg` the sidebar moves
 * into a drawer behind the top bar's Menu button, so the screen has the whole width (WCAG 1.4.10).
 */
export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow-md"
      >
        Skip to main content
      </a>
      <NavDrawer />
      <Sidebar className="fixed inset-y-0 left-0 z-30 hidden lg:flex" />
      <main id="main-content" tabIndex={-1} className="min-h-screen min-w-0 focus:outline-none lg:ml-64">
        <div className="mx-auto w-full max-w-[1400px] px-4 py-5 sm:px-6 sm:py-6 lg:px-8 lg:py-8">
          {children}
        </div>
      </main>
    </div>
  );
}
