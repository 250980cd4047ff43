import { useParams } from 'react-router-dom';
import { LandingPage } from './landing-page';

export { LandingPage };

/** `/{domain}`: the landing page of the domain named by the path. */
export function LandingRoute() {
  const { domain = '' } = useParams();
  return <LandingPage domainName={domain} />;
}
