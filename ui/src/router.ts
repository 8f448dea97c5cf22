// `@guildhall/ui/router`: the part of react-router the apps use, and the only way they import it (ESLint forbids
// 'react-router' and 'react-router-dom' elsewhere). Shared as one federation singleton, so every app uses the
// shell's router context; and because only these names are re-exported, the bundler drops the rest of
// react-router (a shared package keeps all of its exports: the whole react-router costs ~50 KiB gzip, this ~12).
// An app that needs another export adds it here. Inside ui too, import it by this name (never './router'): a
// relative import would bundle a second router into whichever chunk holds the importer.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type NavigateOptions,
} from 'react-router';
