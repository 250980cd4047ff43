import { Dialog, DialogBackdrop, DialogPanel, TransitionChild } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { hasOwnMainLandmark } from '../../../config/paths';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useLogoutUser } from '../../../lib/auth/logout-user';
import { FeedbackButton } from './feedback-button';
import { PageHeader } from './page-header';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The owner's application shell: a sidebar that folds into a slide-over below
 * 1024 px, the top bar, the page header and the page. Rendered inside RequireAuth, so a user
 * is known; while signing out it briefly is not, and the shell shows nothing.
 */
export function DashboardLayout() {
  const { data: user } = useCurrentUser();
  const logout = useLogoutUser();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  useScrollToTop();
  const ownMain = hasOwnMainLandmark(useLocation().pathname);
  const Content = ownMain ? 'div' : 'main';

  if (!user) return null;
  const handleLogout = () => {
    setSidebarOpen(false);
    logout.mutate();
  };

  return (
    <div className="min-h-screen bg-gray-50">
      <Dialog open={sidebarOpen} onClose={setSidebarOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-gray-900/80 transition-opacity duration-300 ease-linear data-closed:opacity-0"
        />
        <div className="fixed inset-0 flex">
          <DialogPanel
            transition
            aria-label="Menu"
            className="relative mr-16 flex w-full max-w-xs flex-1 transform transition duration-300 ease-in-out data-closed:-translate-x-full"
          >
            <TransitionChild>
              <div className="absolute top-0 left-full flex w-16 justify-center pt-5 duration-300 ease-in-out data-closed:opacity-0">
                <button
                  type="button"
                  onClick={() => setSidebarOpen(false)}
                  className="-m-2.5 rounded-md p-2.5 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span className="sr-only">Close sidebar</span>
                  <XMarkIcon aria-hidden="true" className="size-6 text-white" />
                </button>
              </div>
            </TransitionChild>
            <Sidebar user={user} onLogout={handleLogout} onNavigate={() => setSidebarOpen(false)} />
          </DialogPanel>
        </div>
      </Dialog>

      <div className="hidden lg:fixed lg:inset-y-0 lg:z-40 lg:flex lg:w-64 lg:flex-col">
        <Sidebar user={user} onLogout={handleLogout} />
      </div>

      <div className="lg:pl-64">
        <TopBar user={user} onOpenSidebar={() => setSidebarOpen(true)} onLogout={handleLogout} />
        {/* Room at the bottom for the floating feedback button. */}
        <Content className="pt-8 pb-24 sm:pt-10">
          <div className="mx-auto max-w-7xl space-y-8 px-4 sm:px-6 lg:px-8">
            {ownMain ? (
              // Outside a main landmark, the header is a region of its own.
              <section aria-label="Portfolio">
                <PageHeader user={user} />
              </section>
            ) : (
              <PageHeader user={user} />
            )}
            <Outlet />
          </div>
        </Content>
      </div>
      <FeedbackButton />
    </div>
  );
}
