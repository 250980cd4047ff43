import { buttonClassName, useSiteContext } from '@domainfolio/ui';
import { serverPaths } from '../../../config/paths';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.42-3.42C17.95 1.19 15.24 0 12 0 7.31 0 3.26 2.69 1.28 6.61l3.99 3.09C6.22 6.86 8.87 4.75 12 4.75Z"
      />
      <path
        fill="#4285F4"
        d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47c-.29 1.48-1.14 2.73-2.4 3.58l3.86 3c2.26-2.09 3.56-5.17 3.56-8.82Z"
      />
      <path
        fill="#FBBC05"
        d="M5.27 14.29A7.26 7.26 0 0 1 4.89 12c0-.8.14-1.57.38-2.29L1.28 6.62A11.96 11.96 0 0 0 0 12c0 1.94.46 3.77 1.28 5.39l3.99-3.1Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.86-3c-1.08.73-2.45 1.16-4.08 1.16-3.13 0-5.78-2.11-6.73-4.96l-3.99 3.09C3.26 21.3 7.31 24 12 24Z"
      />
    </svg>
  );
}

/**
 * 'Sign in with Google', when this server offers it. A plain link: the browser must leave the
 * app for Google's consent screen, and comes back signed in at the dashboard.
 */
export function GoogleSignInLink({ label = 'Sign in with Google' }: { label?: string }) {
  const { auth } = useSiteContext();
  if (!auth.googleSignIn) return null;
  return (
    <div className="mt-8">
      <div className="relative">
        <div aria-hidden="true" className="absolute inset-0 flex items-center">
          <div className="w-full border-t border-gray-200" />
        </div>
        <p className="relative flex justify-center text-sm/6 font-medium">
          <span className="bg-white px-4 text-gray-900">Or continue with</span>
        </p>
      </div>
      <a
        href={serverPaths.googleSignIn}
        className={buttonClassName({ variant: 'secondary', fullWidth: true, className: 'mt-6' })}
      >
        <GoogleMark />
        {label}
      </a>
    </div>
  );
}
