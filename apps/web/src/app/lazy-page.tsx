import { use, type ComponentType } from "react";
import { loadDomains } from "@/lib/i18n/i18n";

export type LazyPage = {
  /** Renders the screen, suspending while its chunk loads (at once when it is already here). */
  Page: ComponentType;
  /** The catalogue domains its texts are in (the pre-render preloads them). */
  domains: readonly string[];
  /** Starts loading the chunk and its texts in the language in use; resolves once both are here. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in its own chunk. Unlike `React.lazy`, a screen preloaded before the first render renders
 * at once: hydrating a pre-rendered page must find the same markup, not a loading state. `domains` are
 * the catalogues its texts are in (its features'; the shell's are always here), loaded beside it.
 */
export function lazyPage(load: () => Promise<ComponentType>, domains: readonly string[] = []): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadDomains(domains)]).then(([component]) => {
      loaded = component;
      return component;
    }));
  function Page() {
    const Screen = loaded ?? use(preload());
    return <Screen />;
  }
  return { Page, preload, domains };
}
