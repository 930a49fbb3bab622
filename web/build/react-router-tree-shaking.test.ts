import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneableReactRouter } from './react-router-tree-shaking';

describe('pruneableReactRouter', () => {
  it.each([
    [
      'a component made at load',
      'var Form = React10.forwardRef(\n  () => null\n);',
      'var Form = /* @__PURE__ */ React10.forwardRef(\n  () => null\n);',
    ],
    [
      'a context',
      'var LocationContext = React.createContext(\n  null\n);',
      'var LocationContext = /* @__PURE__ */ React.createContext(\n  null\n);',
    ],
    [
      'a component of a module of its own',
      'const Link = React$1.forwardRef(function LinkWithRef() {',
      'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef() {',
    ],
    [
      'a memo',
      'var Memo = React3.memo(Routes);',
      'var Memo = /* @__PURE__ */ React3.memo(Routes);',
    ],
    ['a display name', 'Form.displayName = "Form";\nvar a = 1;', '\nvar a = 1;'],
    ['a dotted display name', 'Fetcher.displayName = "fetcher.Form";', ''],
  ])('marks %s so that it goes when unused', (_what, code, pruneable) => {
    expect(pruneableReactRouter(code)).toBe(pruneable);
  });

  it.each([
    ['a hook call inside a function', '  let ctx = React.useContext(RouteContext);'],
    ['a display name set inside a function', '    FetcherForm2.displayName = "fetcher.Form";'],
    ['a call that is not React', 'var history = createHashHistory({ window });'],
    ['a display name that is not a literal', 'Form.displayName = name;'],
  ])('leaves %s as it is', (_what, code) => {
    expect(pruneableReactRouter(code)).toBe(code);
  });

  // If a release of react-router writes its modules otherwise, the patterns stop matching and
  // the first screen grows again: this says so before the bench does.
  it('finds what it prunes in the installed react-router', () => {
    const require = createRequire(import.meta.url);
    // The package's exports lead every bundler to its development build.
    const dist = path.join(
      path.dirname(require.resolve('react-router/package.json')),
      'dist',
      'development',
    );
    const code = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    const pruned = pruneableReactRouter(code);
    expect(pruned).toContain('const Form = /* @__PURE__ */ React$1.forwardRef(');
    expect(pruned).toContain('const Link = /* @__PURE__ */ React$1.forwardRef(');
    expect(pruned).not.toMatch(/^Link\.displayName = /m);
    expect(pruned.split('\n')).toHaveLength(code.split('\n').length);
  });
});
