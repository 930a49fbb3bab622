/**
 * The app's router (docs/performance.md, Routes): a hash history for the app and the console,
 * a memory history for the tests and the server's render, the route table as <Route> elements,
 * and the hooks the screens read it by.
 */
export { createHashHistory, createMemoryHistory, type History, type InitialEntry } from './history';
export { createPath, type Location, type NavigationType, type Path, type To } from './path';
export { HashRouter, MemoryRouter, Router } from './routers';
export { Navigate, Outlet, Route, Routes } from './routes';
export {
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
  type NavigateFunction,
} from './hooks';
