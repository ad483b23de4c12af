// What the apps may import from 'react-router-dom'. The federation shares this file under that name instead of the
// whole package, so the one router instance carries only these exports (~13 KB gz instead of ~61 KB).
// tooling/shared-subsets.test.ts fails when an app imports anything else.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
