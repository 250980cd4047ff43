/**
 * The part of React Router the sites use, as one module that every site shares at run time.
 *
 * Module federation shares a package whole: the host cannot know which exports a remote will
 * use, so nothing of a shared package is tree-shaken. React Router 7 is data routers, server
 * rendering helpers and more besides (62 KB gzipped in one shared chunk); the sites use only
 * the declarative router below. The build aliases `react-router-dom` to this module, which
 * reads React Router's production build, so the shared chunk holds just this.
 *
 * A site that needs another export adds it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';
