import { paths } from '../config/paths';

/** The dashboard's detail page of a domain, by its stored name. */
export function domainPath(name: string): string {
  return `${paths.dashboard.domains}/${encodeURIComponent(name)}`;
}

/** The edit page of a domain, by its stored name. */
export function editDomainPath(name: string): string {
  return `${domainPath(name)}/edit`;
}
