import { Button } from '../buttons/button';

/** Shown when the site bundle cannot be loaded (offline, or a deploy in progress). */
export function SiteLoadError({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-gray-900">This page could not be loaded</h1>
        <p className="mt-2 text-sm text-gray-600">
          Please check your connection and try again. If the problem persists, contact support.
        </p>
        <p className="mt-2 text-xs text-gray-400">{error.message}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </main>
  );
}
