import type { Plugin } from 'vite';

/**
 * react-router's published modules, one per source file (its exports lead to the development
 * build; both are alike).
 */
const REACT_ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/].+\.js$/;

/** `const Form = React$1.forwardRef(`: a component or context made when the module loads. */
const MADE_AT_LOAD =
  /^((?:var|const|let) [\w$]+ = )(React[\w$]*\.(?:forwardRef|createContext|memo)\()/gm;

/** `Form.displayName = "Form";`: a name for React's developer tools, set when the module loads. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router's code as the bundler can prune it. The package makes every component and
 * context when its module loads, without a pure annotation, and names each for the developer
 * tools in a statement of its own; to the bundler both are side effects, so every component
 * stayed in the first screen's script with all it calls: <Form> and the submit hooks, and the
 * prefetching of framework mode behind <Link>, though the app uses neither. Marked pure and
 * without the names (which only the developer tools read), what the app does not use is left
 * out. Lines are kept in place, so line numbers still match the package's source.
 */
export function pruneableReactRouter(code: string): string {
  return code.replace(MADE_AT_LOAD, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'ecg:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler: (code) => ({ code: pruneableReactRouter(code), map: null }),
    },
  };
}
