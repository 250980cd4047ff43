import { useEffect } from 'react';

/** Sets the browser tab's title while the calling page is shown; null leaves it alone. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
