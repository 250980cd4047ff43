import { SearchInput } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * The top bar's domain search. On the domains page it edits `?q=` as you type (the table
 * reads it); elsewhere Enter opens the domains page with the search.
 */
export function DomainSearchBox({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState('');
  const onDomains = pathname === paths.dashboard.root || pathname === paths.dashboard.domains;
  const value = onDomains ? (params.get('q') ?? '') : draft;

  function change(next: string) {
    if (!onDomains) {
      setDraft(next);
      return;
    }
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next.trim() === '') updated.delete('q');
        else updated.set('q', next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onDomains) return;
    const query = draft.trim();
    setDraft('');
    navigate(
      query ? `${paths.dashboard.root}?q=${encodeURIComponent(query)}` : paths.dashboard.root,
    );
  }

  return (
    <form role="search" onSubmit={submit} className={className}>
      <SearchInput label="Search domains" value={value} onChange={change} />
    </form>
  );
}
