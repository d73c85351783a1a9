import type { Plugin } from 'vite';

/**
 * react-router's production build creates Link, NavLink, Form, its contexts and a memoised
 * component at the top level without a pure annotation, then assigns their displayName: to a
 * bundler both are side effects, so all of them (and the data-router and prefetch code they
 * reach) stay in every bundle that imports anything from react-router. This marks those
 * initializers pure and drops the displayName assignments (names for React DevTools only),
 * which is what react-router's own open PR #15299 does in the library. 1.7 KB gzip off every
 * public page. Fails the build when the patterns stop matching, so an upgrade is noticed:
 * then remove this plugin if the library now does it itself.
 */
export function pureRouterComponents(): Plugin {
  const initializer = /^const (\w+) = React\$1\.(forwardRef|memo|createContext)\(/gm;
  const displayName = /^\w+\.displayName = "[^"]*";$/gm;
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/production/')) return null;
      if (id.endsWith('/lib/dom/lib.js') && !/^const Link = React\$1\.forwardRef\(/m.test(code))
        throw new Error(
          'pure-router-components: react-router changed, see build/plugins/pure-router-components.ts',
        );
      // Same lines, same line numbers: the module's source map stays valid.
      const annotated = code
        .replace(initializer, (_, name: string, call: string) => {
          return `const ${name} = /* @__PURE__ */ React$1.${call}(`;
        })
        .replace(displayName, '');
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}
