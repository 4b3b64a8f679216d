/** vite-plugin-pwa's virtual:pwa-register for component tests (the plugin only runs in vite builds): jsdom has no service workers. */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}
