import { use, type ComponentType } from "react";

export type LazyPage = {
  /** Renders the screen, suspending while its chunk loads (at once when it is already here). */
  Page: ComponentType;
  /** Starts loading the chunk; resolves once it is here. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in its own chunk. Unlike `React.lazy`, a screen preloaded before the first render renders
 * at once: hydrating a pre-rendered page must find the same markup, not a loading state.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Page() {
    const Screen = loaded ?? use(preload());
    return <Screen />;
  }
  return { Page, preload };
}
