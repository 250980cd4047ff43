import { Link } from 'react-router-dom';
import { domainPath } from '../lib/domain-paths';

/** A domain's Unicode name, linking to its dashboard page by the stored (ASCII) name. */
export function DomainNameLink({ name, unicodeName }: { name: string; unicodeName?: string }) {
  return (
    <Link to={domainPath(name)} className="font-medium text-indigo-600 hover:text-indigo-500">
      {unicodeName || name}
    </Link>
  );
}
