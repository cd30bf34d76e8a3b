/**
 * The react-router exports any app may use. A shared module is normally bundled whole (a remote might need any
 * export); naming the used ones halves react-router's share of the first load. The one copy the page runs (the
 * first app's) has only these, so tests/router-exports.test.ts fails when code imports one that is not listed.
 */
const ROUTER_EXPORTS = [
  'Link',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'createBrowserRouter',
  'isRouteErrorResponse',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useParams',
  'useRouteError',
  'useSearchParams',
];

module.exports = { ROUTER_EXPORTS };
